import { isDeletionReason, reasonLabel } from '#domain/accounts/ban.ts';
import type { AdminUserRow } from '#domain/schemas/admin-users.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** Ativo, or Banido (or Excluído, for an account deletion) with its end and the reason in pt-BR. */
export function UserStatus({ user }: { user: AdminUserRow }) {
  if (!user.isBanned) return <Badge variant="success">Ativo</Badge>;
  const reason = user.banReason ? reasonLabel(user.banReason) : null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant="danger">{isDeletionReason(user.banReason) ? 'Excluído' : 'Banido'}</Badge>
      <span className="text-xs text-zinc-400">
        {user.banExpiresAt ? `até ${formatDateTime(user.banExpiresAt)}` : 'permanente'}
      </span>
      {reason ? (
        <span className="max-w-28 truncate text-xs text-zinc-400 max-md:max-w-none" title={reason}>
          {reason}
        </span>
      ) : null}
    </div>
  );
}
