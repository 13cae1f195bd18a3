import type { SharedFighter } from '#domain/pages/share.ts';
import { Share2 } from '#web/components/icons/icons.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';

export interface ShareTriggerProps extends ButtonProps {
  /** A fighter's own link (a participant row) instead of the battle's. */
  fighter?: SharedFighter | undefined;
}

/**
 * The 'Compartilhar' button, rendered by the lazy gate (share-button.tsx) and, once the dialog's
 * code is in, as the dialog's own trigger (props and ref come from Radix `asChild`). On a
 * participant row it reads 'Compartilhar meu link' for the fighter themself.
 */
export function ShareTrigger({ fighter, ...props }: ShareTriggerProps) {
  if (fighter) {
    return (
      <Button
        variant="ghost"
        size="md"
        className="border border-zinc-700"
        data-testid={`share-fighter-${fighter.username}`}
        aria-label={fighter.isSelf ? 'Compartilhar meu link' : `Compartilhar o link de ${fighter.username}`}
        {...props}
      >
        <Share2 className="size-4" aria-hidden="true" />
        {fighter.isSelf ? 'Compartilhar meu link' : 'Compartilhar'}
      </Button>
    );
  }
  return (
    <Button variant="secondary" data-testid="share-open" {...props}>
      <Share2 className="size-4" aria-hidden="true" />
      Compartilhar
    </Button>
  );
}
