import { useState } from 'react';
import type { AdminUserRow } from '#domain/schemas/admin-users.ts';
import { Ban, ShieldOff, Trash2 } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { roleLabel } from '#web/features/admin/access.ts';
import { useDeleteUser } from '#web/features/admin/api/use-delete-user.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { BanUserDialog } from './ban-user-dialog.tsx';
import { RoleSelect } from './role-select.tsx';
import { UnbanUserDialog } from './unban-user-dialog.tsx';

/** The role: editable for others, a plain badge for oneself (nobody edits their own role). */
export function RoleCell({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  if (isSelf)
    return (
      <span className="flex flex-col items-start gap-0.5">
        <Badge variant="outline">{roleLabel(user.role)}</Badge>
        <span className="text-xs text-zinc-400">(você)</span>
      </span>
    );
  // Narrower than its widest option's natural width, so the users table fits its box at 1280 px.
  return <RoleSelect user={user} className="w-34 min-w-0" />;
}

/**
 * Ban / unban / delete; `compact` (the desktop table's pinned column) shows icons with accessible
 * names and tooltips, so the column stays narrow. Nothing
 * for oneself; admins can be neither banned nor deleted. The server refuses those anyway; hiding
 * them only spares a pointless error.
 */
export function UserActions({
  user,
  isSelf,
  compact = false,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  compact?: boolean;
}) {
  const [dialog, setDialog] = useState<'ban' | 'unban' | 'delete' | null>(null);
  const remove = useDeleteUser();
  if (isSelf) return <span className="text-xs text-zinc-400">—</span>;

  const canBan = user.role !== 'admin';
  const onDelete = () =>
    remove.mutate(user.userId, {
      onSuccess: () => {
        toast.success('Usuário removido', { description: user.username });
        setDialog(null);
      },
      onError: (error) => {
        toast.error(isApiError(error) && error.title ? error.title : 'Erro', {
          description: errorMessage(error, 'Erro inesperado ao remover o usuário.'),
        });
        setDialog(null);
      },
    });

  return (
    <div className={compact ? 'flex gap-1.5' : 'flex flex-wrap gap-1.5'}>
      {user.isBanned ? (
        <Button
          variant="secondary"
          size={compact ? 'icon' : 'sm'}
          onClick={() => setDialog('unban')}
          aria-label={compact ? `Desbanir ${user.username}` : undefined}
          title={compact ? 'Desbanir' : undefined}
          data-testid={`unban-${user.username}`}
        >
          <ShieldOff className="size-4" aria-hidden="true" />
          {compact ? null : 'Desbanir'}
        </Button>
      ) : canBan ? (
        <Button
          variant="secondary"
          size={compact ? 'icon' : 'sm'}
          onClick={() => setDialog('ban')}
          aria-label={compact ? `Banir ${user.username}` : undefined}
          title={compact ? 'Banir' : undefined}
          data-testid={`ban-${user.username}`}
        >
          <Ban className="size-4" aria-hidden="true" />
          {compact ? null : 'Banir'}
        </Button>
      ) : null}
      {canBan ? (
        <Button
          variant="destructive"
          size={compact ? 'icon' : 'sm'}
          onClick={() => setDialog('delete')}
          aria-label={`Remover ${user.username}`}
          title="Remover"
          data-testid={`delete-${user.username}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {compact ? null : 'Remover'}
        </Button>
      ) : null}
      {dialog === 'ban' ? (
        <BanUserDialog user={user} open onOpenChange={(open) => setDialog(open ? 'ban' : null)} />
      ) : null}
      {dialog === 'unban' ? (
        <UnbanUserDialog user={user} open onOpenChange={(open) => setDialog(open ? 'unban' : null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Remover usuário"
        description={`${user.username} (${user.email}) perderá o acesso e será desconectado de todos os dispositivos. A conta fica marcada como excluída e pode ser restaurada depois com 'Desbanir'. Deseja continuar?`}
        confirmLabel="Remover"
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
