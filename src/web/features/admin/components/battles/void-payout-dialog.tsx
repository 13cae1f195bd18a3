import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminBattle,
  type PayoutVoidRequest,
  payoutVoidRequestSchema,
} from '#domain/schemas/admin-battles.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { useVoidPayout } from '#web/features/admin/api/use-void-payout.ts';
import { textareaClass } from '#web/features/admin/components/form-controls.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

export interface VoidPayoutDialogProps {
  battle: AdminBattle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Anular pagamento': asks why (required, recorded in the audit with the payout it replaces) and
 * clears the paid mark, so the battle's status, dates, prize and participants may change again.
 */
export function VoidPayoutDialog({ battle, open, onOpenChange }: VoidPayoutDialogProps) {
  const voidPayout = useVoidPayout();
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PayoutVoidRequest>({
    resolver: zodResolver(payoutVoidRequestSchema),
    defaultValues: { reason: '' },
  });
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  // Awaited rather than mutate's callbacks: the refetch that follows success shows the battle as
  // unpaid, which unmounts this dialog, and mutate's callbacks never run for an unmounted caller.
  const onSubmit = handleSubmit(async (body) => {
    try {
      await voidPayout.mutateAsync({ battleId: battle.id, body });
    } catch (error) {
      toast.error('Erro ao anular pagamento', { description: errorMessage(error) });
      return;
    }
    toast.success('Pagamento anulado', { description: battle.title });
    close(false);
  });
  const paid = battle.prizePaid;
  const paidWinners = battle.winners.filter((w) => w.paid && !w.paid.wholeBattle);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Anular pagamento"
      description="Todos os pagamentos registrados voltam a constar como não pagos e a batalha pode ser alterada de novo. A anulação, o motivo e os pagamentos anteriores ficam registrados na auditoria."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={voidPayout.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} variant="destructive" isLoading={voidPayout.isPending}>
            Anular pagamento
          </Button>
        </>
      }
    >
      {paid ? (
        <p className="text-sm text-zinc-300">
          Pago em {formatDateTime(paid.paidAt)}
          {paid.paidByUsername ? ` por ${paid.paidByUsername}` : ''}
          {paid.note ? ` — ${paid.note}` : ''}
        </p>
      ) : null}
      {paidWinners.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-zinc-300" aria-label="Pagamentos que serão anulados">
          {paidWinners.map((w) => (
            <li key={w.userId}>
              {w.username}: {formatMoney(w.paid?.amount ?? w.prizeShare)} em{' '}
              {formatDateTime(w.paid?.at ?? '')}
              {w.paid?.byUsername ? ` por ${w.paid.byUsername}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FieldShell label="Motivo da anulação" error={errors.reason?.message}>
          {(control) => (
            <textarea
              {...control}
              className={textareaClass}
              rows={3}
              maxLength={500}
              required
              {...register('reason')}
            />
          )}
        </FieldShell>
      </form>
    </Dialog>
  );
}
