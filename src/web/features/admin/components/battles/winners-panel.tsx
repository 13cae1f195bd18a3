import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '#domain/format.ts';
import { votesLabel } from '#domain/format-number.ts';
import { maskPixKey } from '#domain/pix-key-mask.ts';
import { prizeTypeLabel } from '#domain/prize-type.ts';
import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import { CircleCheck, Trophy } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { useMarkPayout } from '#web/features/admin/api/use-mark-payout.ts';
import { textareaClass } from '#web/features/admin/components/form-controls.ts';
import { PixKeyValue } from '#web/features/admin/components/pix-key-value.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { VoidPayoutDialog } from './void-payout-dialog.tsx';

/**
 * Who is paid, how much and where, restated before the admin confirms the payout: each winner's
 * share and PIX key, masked as the winner's notice shows it (domain/pix-key-mask.ts).
 */
function PayoutSummary({ battle }: { battle: AdminBattle }) {
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-zinc-700 bg-zinc-950/60 p-3"
      data-testid="payout-summary"
    >
      <p className="text-sm text-zinc-300">
        {battle.title}: {formatMoney(battle.prizeAmount)} ({prizeTypeLabel(battle.prizeType)})
      </p>
      <ul className="flex flex-col gap-1.5">
        {battle.winners.map((winner) => (
          <li key={winner.userId} className="flex flex-col text-sm">
            <span>
              <span className="font-semibold text-zinc-50">{winner.username}</span> recebe{' '}
              <span className="font-semibold text-amber-300">{formatMoney(winner.prizeShare)}</span>
            </span>
            {battle.prizeType === 'PIX' && winner.pixKey !== undefined ? (
              <span className="text-zinc-300">Chave PIX: {maskPixKey(winner.pixKey)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-xs text-zinc-400">
        {battle.winners.length > 1 ? 'Os vencedores são avisados' : 'O vencedor é avisado'} no app de que o
        prêmio foi pago, e a página da batalha passa a mostrar a data do pagamento.
      </p>
    </div>
  );
}

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
  // Unreviewed vote flags: the admin must tick that they pay anyway (the server records it).
  const [confirmFlags, setConfirmFlags] = useState(false);
  const hasOpenFlags = battle.openFlagsCount > 0;
  // Awaited rather than mutate's callbacks: the refetch that follows success shows the battle as
  // paid, which unmounts this dialog, and mutate's callbacks never run for an unmounted caller.
  const onConfirm = async () => {
    try {
      await payout.mutateAsync({
        battleId: battle.id,
        body: { note, ...(hasOpenFlags ? { confirmOpenFlags: confirmFlags } : {}) },
      });
    } catch (error) {
      toast.error('Erro ao marcar pagamento', { description: errorMessage(error) });
      return;
    }
    toast.success('Prêmio marcado como pago', { description: battle.title });
    onOpenChange(false);
  };
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
          <Button onClick={onConfirm} isLoading={payout.isPending} disabled={hasOpenFlags && !confirmFlags}>
            Confirmar pagamento
          </Button>
        </>
      }
    >
      <PayoutSummary battle={battle} />
      {hasOpenFlags ? (
        <div className="mb-3 rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm text-amber-200">
          <p>
            Esta batalha tem {battle.openFlagsCount} {battle.openFlagsCount === 1 ? 'alerta' : 'alertas'} de
            votos suspeitos não revisados.{' '}
            <Link className="underline" to={`/admin/battles/${encodeURIComponent(battle.id)}/votes`}>
              Revisar votos
            </Link>
          </p>
          <label className="mt-2 flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={confirmFlags}
              onChange={(e) => setConfirmFlags(e.target.checked)}
            />
            Marcar como pago mesmo com alertas em aberto
          </label>
        </div>
      ) : null}
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

/**
 * Winners of a finished battle with PIX key and share of the prize, and the payout state: an admin
 * marks it paid, or voids a payout marked (which unfreezes the battle).
 */
export function WinnersPanel({ battle, canMarkPaid }: { battle: AdminBattle; canMarkPaid: boolean }) {
  const [open, setOpen] = useState(false);
  const [voidOpen, setVoidOpen] = useState(false);
  // A paid battle keeps its payout state (and the way to void it) even if the vote review has since
  // voided every vote.
  if (battle.winners.length === 0 && !battle.prizePaid) {
    return <p className="text-sm text-zinc-300">Batalha finalizada sem votos: nenhum vencedor.</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-900/60 bg-amber-950/20 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-300">
        <Trophy className="size-4" aria-hidden="true" />
        {battle.winners.length === 0
          ? 'Nenhum vencedor'
          : battle.winners.length === 1
            ? 'Vencedor'
            : 'Vencedores (empate)'}
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
        <>
          <p className="flex items-start gap-2 text-sm text-emerald-300" data-testid="prize-paid">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Prêmio pago em {formatDateTime(battle.prizePaid.paidAt)}
              {battle.prizePaid.paidByUsername ? ` por ${battle.prizePaid.paidByUsername}` : ''}
              {battle.prizePaid.note ? ` — ${battle.prizePaid.note}` : ''}
              {battle.prizePaidWithOpenFlags ? ' (pago com alertas de votos em aberto)' : ''}
            </span>
          </p>
          <p className="text-xs text-zinc-400">
            Com o prêmio pago, status, datas, prêmio e participantes ficam bloqueados.
          </p>
          {canMarkPaid ? (
            <>
              <Button size="sm" variant="secondary" className="self-start" onClick={() => setVoidOpen(true)}>
                Anular pagamento
              </Button>
              <VoidPayoutDialog battle={battle} open={voidOpen} onOpenChange={setVoidOpen} />
            </>
          ) : null}
        </>
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
