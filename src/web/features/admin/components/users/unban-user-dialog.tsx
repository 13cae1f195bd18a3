import { useState } from 'react';
import { DEFAULT_UNBAN_REASON, reasonLabel } from '#domain/ban.ts';
import type { AdminUserRow } from '#domain/schemas/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { useUnbanUser } from '#web/features/admin/api/use-unban-user.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

export interface UnbanUserDialogProps {
  user: AdminUserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lift a ban, with an optional revoke reason ('Manually unbanned by admin' when blank). */
export function UnbanUserDialog({ user, open, onOpenChange }: UnbanUserDialogProps) {
  const unban = useUnbanUser();
  const [reason, setReason] = useState('');

  const onSubmit = () =>
    unban.mutate(
      { userId: user.userId, body: reason.trim() === '' ? {} : { reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success('Usuário desbanido', {
            description: `${user.username} pode voltar a usar a plataforma.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(isApiError(error) && error.title ? error.title : 'Erro', {
            description: errorMessage(error, 'Não foi possível desbanir o usuário'),
          }),
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Desbanir ${user.username}`}
      description={user.banReason ? `Motivo do banimento: ${reasonLabel(user.banReason)}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={unban.isPending}>
            Cancelar
          </Button>
          <Button onClick={onSubmit} isLoading={unban.isPending}>
            Desbanir
          </Button>
        </>
      }
    >
      <Field
        label="Motivo da revogação (opcional)"
        placeholder={reasonLabel(DEFAULT_UNBAN_REASON)}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
