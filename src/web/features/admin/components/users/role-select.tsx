import { useState } from 'react';
import { ROLE_UPDATE_FAILED } from '#domain/messages/admin.ts';
import type { AdminUserRow } from '#domain/schemas/admin-users.ts';
import { type Role, roleSchema } from '#domain/schemas/common.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { inputClass } from '#web/components/ui/input.tsx';
import { roleLabel } from '#web/features/admin/access.ts';
import { useUpdateRole } from '#web/features/admin/api/use-update-role.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';

/** What the confirmation says a role brings, so nobody grants the panel by a slip of the mouse. */
const roleConsequence: Record<Role, string> = {
  admin:
    'Administradores têm acesso a todo o painel (usuários, batalhas, auditoria e publicidade) e não podem ser banidos nem removidos.',
  moderator: 'Moderadores acessam o painel e gerenciam batalhas.',
  user: 'A pessoa perde o acesso ao painel administrativo.',
};

/** One role per user; choosing another asks first, then replaces it. */
export function RoleSelect({ user, className }: { user: AdminUserRow; className?: string }) {
  const update = useUpdateRole();
  const [pending, setPending] = useState<Role | null>(null);
  const confirm = (role: Role) =>
    update.mutate(
      { userId: user.userId, body: { role } },
      {
        onSuccess: () => {
          toast.success('Função atualizada', { description: `${user.username}: ${roleLabel(role)}` });
          setPending(null);
        },
        onError: (error) => {
          toast.error(isApiError(error) && error.title ? error.title : ROLE_UPDATE_FAILED.title, {
            description: errorMessage(error, ROLE_UPDATE_FAILED.message),
          });
          setPending(null);
        },
      },
    );
  return (
    <>
      <select
        aria-label={`Função de ${user.username}`}
        className={cn(inputClass, 'h-9 w-auto min-w-32 appearance-auto text-sm', className)}
        value={user.role}
        disabled={update.isPending}
        data-testid={`role-select-${user.username}`}
        onChange={(event) => setPending(roleSchema.parse(event.target.value))}
      >
        {roleSchema.options.map((role) => (
          // A banned account gets no staff role (the server refuses it too): unban first.
          <option key={role} value={role} disabled={user.isBanned && role !== 'user' && role !== user.role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending === 'admin' ? 'Tornar administrador?' : 'Alterar função?'}
        description={
          pending
            ? `${user.username} (${user.email}) passa de ${roleLabel(user.role)} para ${roleLabel(pending)}. ${roleConsequence[pending]}`
            : ''
        }
        confirmLabel={pending === 'admin' ? 'Tornar administrador' : 'Alterar função'}
        destructive={pending === 'admin'}
        onConfirm={() => {
          if (pending) confirm(pending);
        }}
        isPending={update.isPending}
      />
    </>
  );
}
