import { useId } from 'react';
import { DEFAULT_UNBAN_REASON, reasonLabel } from '#domain/accounts/ban.ts';
import { UNBAN_FAILED } from '#domain/messages/admin.ts';
import {
  type AdminUserRow,
  type UnbanUserRequest,
  unbanUserRequestSchema,
} from '#domain/schemas/admin-users.ts';
import { plural } from '#domain/text/plural.ts';
import { endSentence } from '#domain/text/sentence.ts';
import { Form } from '#web/components/form/form.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
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
  const formId = useId();
  const form = useZodForm(unbanUserRequestSchema, { defaultValues: { reason: '' } });

  const onSubmit = ({ reason }: UnbanUserRequest) =>
    unban.mutate(
      { userId: user.userId, body: reason ? { reason } : {} },
      {
        onSuccess: ({ restoredBattles }) => {
          const back =
            restoredBattles > 0
              ? ` Voltou para ${plural(restoredBattles, { one: 'batalha', other: 'batalhas' })} em andamento.`
              : '';
          toast.success('Usuário desbanido', {
            description: `${user.username} pode voltar a usar a plataforma.${back}`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(isApiError(error) && error.title ? error.title : UNBAN_FAILED.title, {
            description: errorMessage(error, UNBAN_FAILED.message),
          }),
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Desbanir ${user.username}`}
      description={`${user.banReason ? `Motivo do banimento: ${endSentence(reasonLabel(user.banReason))} ` : ''}Se o banimento o desclassificou de batalhas que ainda estão em andamento, ele volta a elas (com a contagem de votos zerada), enquanto houver vaga.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={unban.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={unban.isPending}>
            Desbanir
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} onSubmit={onSubmit}>
        <TextField
          name="reason"
          label="Motivo da revogação (opcional)"
          placeholder={reasonLabel(DEFAULT_UNBAN_REASON)}
          maxLength={500}
        />
      </Form>
    </Dialog>
  );
}
