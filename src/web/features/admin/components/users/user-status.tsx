import { formatDateTime } from '#domain/format.ts';
import type { AdminUserRow } from '#domain/schemas/admin-users.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export function UserStatus({ user }: { user: AdminUserRow }) {
  if (!user.isBanned) return <Badge variant="success">Ativo</Badge>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant="danger">Banido</Badge>
      <span className="text-xs text-zinc-400">
        {user.banExpiresAt ? `até ${formatDateTime(user.banExpiresAt)}` : 'permanente'}
      </span>
      {user.banReason ? (
        <span className="max-w-48 truncate text-xs text-zinc-400" title={user.banReason}>
          {user.banReason}
        </span>
      ) : null}
    </div>
  );
}
