import { Dialog } from 'radix-ui';
import { BAN_EXPIRED_TEXT, banMessageFor, isBanActive, reasonLabel } from '#domain/accounts/ban.ts';
import { BANNED } from '#domain/messages/auth.ts';
import type { ActiveBan } from '#domain/schemas/auth.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { relativeTimeUntil } from '#domain/time/relative-time.ts';
import { Ban, LogOut, Mail } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';
import { useSignOut } from '#web/shared/session/use-sign-out.ts';

function BanExpiry({ expiresAt }: { expiresAt: string | null }) {
  // Only a temporary ban needs the 1 s tick (it keeps ticking after the expiry: the dialog stays
  // up until the user signs out); a permanent ban renders once.
  const now = useNow(expiresAt !== null);
  if (expiresAt === null) {
    return <p className="font-semibold text-red-300">Banimento permanente</p>;
  }
  if (!isBanActive({ expiresAt }, now)) {
    return (
      <p role="status" className="font-semibold text-amber-300">
        {BAN_EXPIRED_TEXT}
      </p>
    );
  }
  return (
    <p className="text-zinc-200">
      Expira em{' '}
      <time dateTime={expiresAt} className="font-semibold text-amber-300">
        {relativeTimeUntil(expiresAt, now)}
      </time>{' '}
      <span className="text-zinc-400">({formatDateTime(expiresAt)})</span>
    </p>
  );
}

/**
 * The blocking dialog a banned user sees instead of the app (ban-gate.tsx renders nothing else):
 * it cannot be dismissed (no Escape, no outside click, no close button); 'Sair' is the only way out,
 * and the support e-mail is the way to contest it.
 */
export function BanDialog({ ban }: { ban: ActiveBan }) {
  const { signOut, isPending } = useSignOut();
  const block = (event: Event) => event.preventDefault();

  return (
    // No portal: a portal renders nothing on the server, and the page stayed black until the
    // scripts had run and loaded this dialog (about 2.5 s on a phone). Inline, the server's HTML
    // shows it and hydration keeps it while the chunk loads; nothing else is on the page to cover.
    <Dialog.Root open>
      <Dialog.Overlay className="fixed inset-0 z-[100] bg-zinc-950" />
      <Dialog.Content
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
        className="fixed inset-0 z-[100] flex items-center justify-center overflow-y-auto p-4"
      >
        <div className="flex w-full max-w-lg flex-col gap-5 rounded-2xl border border-red-900 bg-zinc-900 p-6 text-zinc-100 shadow-2xl sm:p-8">
          <div className="flex items-center gap-3">
            <Ban className="size-8 shrink-0 text-red-400" aria-hidden="true" />
            <Dialog.Title className="text-2xl font-extrabold text-zinc-50">{BANNED.title}</Dialog.Title>
          </div>
          <Dialog.Description className="text-zinc-200">{banMessageFor(ban)}</Dialog.Description>
          <dl className="grid gap-3 rounded-xl bg-zinc-950/60 p-4 text-sm">
            <div>
              <dt className="text-zinc-400">Motivo</dt>
              <dd className="font-medium text-zinc-100">{reasonLabel(ban.reason)}</dd>
            </div>
            {ban.bannedByUsername ? (
              <div>
                <dt className="text-zinc-400">Banido por</dt>
                <dd className="font-medium text-zinc-100">{ban.bannedByUsername}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-zinc-400">Duração</dt>
              <dd>
                <BanExpiry expiresAt={ban.expiresAt} />
              </dd>
            </div>
          </dl>
          <p className="text-sm text-zinc-200" data-testid="ban-support">
            Acha que é um engano? Fale com o suporte:{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Revisão de banimento')}`}
              className="inline-flex min-h-11 items-center font-semibold text-amber-300 underline underline-offset-2"
            >
              <Mail className="mr-1.5 size-4" aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
          </p>
          <Button variant="primary" size="lg" onClick={signOut} isLoading={isPending}>
            {isPending ? null : <LogOut className="size-5" aria-hidden="true" />}
            Sair
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
