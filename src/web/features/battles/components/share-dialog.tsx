import { useEffect, useId, useRef, useState } from 'react';
import { nativeShareData, type SharedFighter, type ShareResult, shareTargets } from '#domain/pages/share.ts';
import { useRootData } from '#web/app/root-data.ts';
import { Check, Copy, Globe, Mail, MessageCircle } from '#web/components/icons/icons.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/lib/toast.ts';
import { shareNatively } from './native-share.ts';
import { ShareTrigger } from './share-trigger.tsx';
import { StoryImageShare } from './story-image-share.tsx';

/** The copy confirmation goes back to 'Copiar' after 2 s. */
export const COPY_RESET_MS = 2000;

export interface ShareDialogProps {
  /** Slug when the battle has one, else its id: the public address of the battle page. */
  slugOrId: string;
  title: string;
  /** Share this fighter's link (`?lutador=`): the page opens on their row. */
  fighter?: SharedFighter | undefined;
  /** A finished battle's result: the texts tell it instead of asking for votes. */
  result?: ShareResult | undefined;
  /** Open on mount: the lazy gate (share-button.tsx) mounts the dialog on the first click. */
  defaultOpen?: boolean;
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * 'Compartilhar': WhatsApp, Facebook, e-mail and copy, each link tagged with its utm_source, and
 * the Stories image; the battle's link, or a fighter's own when `fighter` is given. Its button
 * tries the phone's share sheet first (share-button.tsx), like the lazy gate's.
 */
export function ShareDialog({ slugOrId, title, fighter, result, defaultOpen = false }: ShareDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputId = useId();
  const origin = useRootData()?.origin ?? '';
  const targets = shareTargets(origin, slugOrId, title, fighter, result);
  const native = nativeShareData(origin, slugOrId, title, fighter, result);

  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const onCopy = async () => {
    try {
      await copyText(targets.copy);
      toast.success('Link copiado!');
      setCopied(true);
      if (resetTimer.current) clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setCopied(false), COPY_RESET_MS);
    } catch {
      toast.error('Erro ao copiar');
    }
  };

  const linkClass = buttonClass('secondary', 'md', 'w-full justify-start');

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={
        fighter
          ? fighter.isSelf
            ? 'Compartilhar meu link'
            : `Compartilhar ${fighter.username}`
          : 'Compartilhar batalha'
      }
      description={
        result
          ? 'Conte o resultado desta batalha para seus amigos.'
          : fighter
            ? fighter.isSelf
              ? 'Convide seus amigos e sua academia para votar em você.'
              : `Convide seus amigos para votar em ${fighter.username}.`
            : 'Convide seus amigos para votar nesta batalha.'
      }
      trigger={
        <ShareTrigger
          fighter={fighter}
          onClick={(event) => {
            // The share sheet instead of the menu; the menu opens if the fan closes the sheet.
            if (shareNatively(native, () => setOpen(true))) event.preventDefault();
          }}
        />
      }
    >
      <div className="grid gap-2 sm:grid-cols-3">
        <a href={targets.whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <MessageCircle className="size-4 text-emerald-400" aria-hidden="true" />
          WhatsApp
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
        <a href={targets.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <Globe className="size-4 text-sky-400" aria-hidden="true" />
          Facebook
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
        <a href={targets.email} className={linkClass}>
          <Mail className="size-4 text-amber-400" aria-hidden="true" />
          E-mail
        </a>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{fighter ? 'Link do lutador' : 'Link da batalha'}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            readOnly
            value={targets.copy}
            data-testid="share-url"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant={copied ? 'secondary' : 'primary'}
            onClick={() => void onCopy()}
            aria-label={copied ? 'Link copiado!' : 'Copiar link'}
            data-testid="share-copy"
            className="shrink-0"
          >
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            <span aria-hidden="true">{copied ? 'Copiado!' : 'Copiar'}</span>
          </Button>
        </div>
      </div>
      <StoryImageShare origin={origin} slugOrId={slugOrId} fighter={fighter} share={native} />
    </Dialog>
  );
}
