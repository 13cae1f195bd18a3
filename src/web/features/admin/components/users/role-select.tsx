import { toast } from 'sonner';
import type { AdminUserRow } from '../../../../../domain/schemas/admin-users.ts';
import { type Role, roleSchema } from '../../../../../domain/schemas/common.ts';
import { inputClass } from '../../../../components/ui/input.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { roleLabel } from '../../access.ts';
import { useUpdateRole } from '../../api/use-update-role.ts';

const roleOptions: Record<Role, string> = { user: 'Usuário', moderator: 'Moderador', admin: 'Administrador' };

/** One role per user; choosing another replaces it at once. */
export function RoleSelect({ user, className }: { user: AdminUserRow; className?: string }) {
  const update = useUpdateRole();
  return (
    <select
      aria-label={`Role de ${user.username}`}
      className={cn(inputClass, 'h-9 w-auto min-w-36 appearance-auto text-sm', className)}
      value={user.role}
      disabled={update.isPending}
      data-testid={`role-select-${user.username}`}
      onChange={(event) => {
        const role = roleSchema.parse(event.target.value);
        update.mutate(
          { userId: user.userId, body: { role } },
          {
            onSuccess: () =>
              toast.success('Role atualizado', { description: `${user.username}: ${roleLabel(role)}` }),
            onError: (error) =>
              toast.error(isApiError(error) && error.title ? error.title : 'Erro', {
                description: errorMessage(error, 'Não foi possível adicionar o novo role'),
              }),
          },
        );
      }}
    >
      {roleSchema.options.map((role) => (
        <option key={role} value={role}>
          {roleOptions[role]}
        </option>
      ))}
    </select>
  );
}
