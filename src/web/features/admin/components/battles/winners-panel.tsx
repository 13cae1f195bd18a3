import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime, formatMoney } from '#domain/format.ts';
import { votesLabel } from '#domain/format-number.ts';
import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import { CircleCheck, Trophy } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { useMarkPayout } from '#web/features/admin/api/use-mark-payout.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { textareaClass } from '../form-controls.ts';
import { PixKeyValue } from '../pix-key-value.tsx';

function PayoutDialog({
  battle,
  open,
  onOpenChange,
}: {
  battle: AdminBattle;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const payout = useMarkPayout();
  const [note, setNote] = useState('');
  const onConfirm = () =>
    payout.mutate(
      { battleId: battle.id, body: { note } },
      {
        onSuccess: () => {
          toast.success('Prêmio marcado como pago', { description: battle.title });
          onOpenChange(false);
        },
        onError: (error) => toast.error('Erro ao marcar pagamento', { description: errorMessage(error) }),
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Marcar prêmio como pago"
      description="Confirme depois de enviar o prêmio aos vencedores. A ação fica registrada na auditoria."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={payout.isPending}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} isLoading={payout.isPending}>
            Confirmar pagamento
          </Button>
        </>
      }
    >
      <FieldShell label="Observação (opcional)" description="Ex.: comprovante, data da transferência.">
        {(control) => (
          <textarea
            {...control}
            className={textareaClass}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FieldShell>
    </Dialog>
  );
}

/** Winners of a finished battle with PIX key and share of the prize, and the payout state. */
export function WinnersPanel({ battle, canMarkPaid }: { battle: AdminBattle; canMarkPaid: boolean }) {
  const [open, setOpen] = useState(false);
  if (battle.winners.length === 0) {
    return <p className="text-sm text-zinc-300">Batalha finalizada sem votos: nenhum vencedor.</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-900/60 bg-amber-950/20 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-300">
        <Trophy className="size-4" aria-hidden="true" />
        {battle.winners.length === 1 ? 'Vencedor' : 'Vencedores (empate)'}
      </p>
      <ul className="flex flex-col gap-2">
        {battle.winners.map((winner) => (
          <li key={winner.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold text-zinc-100">{winner.username}</span>
            <span className="text-zinc-300">{votesLabel(winner.votesCount)}</span>
            <span className="text-zinc-300">Prêmio: {formatMoney(winner.prizeShare)}</span>
            {winner.pixKey !== undefined ? (
              <span className="flex min-w-0 items-center gap-1.5 text-zinc-200">
                PIX: <PixKeyValue pixKey={winner.pixKey} pixKeyType={winner.pixKeyType ?? null} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {battle.prizePaid ? (
        <p className="flex items-start gap-2 text-sm text-emerald-300" data-testid="prize-paid">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Prêmio pago em {formatDateTime(battle.prizePaid.paidAt)}
            {battle.prizePaid.paidByUsername ? ` por ${battle.prizePaid.paidByUsername}` : ''}
            {battle.prizePaid.note ? ` — ${battle.prizePaid.note}` : ''}
          </span>
        </p>
      ) : canMarkPaid ? (
        <>
          <Button size="sm" variant="secondary" className="self-start" onClick={() => setOpen(true)}>
            Marcar prêmio como pago
          </Button>
          <PayoutDialog battle={battle} open={open} onOpenChange={setOpen} />
        </>
      ) : (
        <p className="text-sm text-zinc-300">Prêmio ainda não pago.</p>
      )}
    </div>
  );
}
