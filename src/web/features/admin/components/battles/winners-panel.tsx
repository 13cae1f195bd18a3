import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PAYOUT_FAILURE_REASON_REQUIRED } from '#domain/messages/prize-money.ts';
import { PIX_KEY_TYPE_LABELS } from '#domain/money/pix-key.ts';
import { distinctPixKeyMasks, sharedPixKeyIndexes } from '#domain/money/pix-key-mask.ts';
import { formatDayKey } from '#domain/money/prize-deadline.ts';
import { prizeTypeLabel } from '#domain/money/prize-type.ts';
import type { AdminBattle, AdminWinner } from '#domain/schemas/admin-battles.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';
import { votesLabel } from '#domain/text/format-number.ts';
import { CircleCheck, CircleX, Clock, TriangleAlert, Trophy } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { useRecordPayout } from '#web/features/admin/api/use-record-payout.ts';
import { textareaClass } from '#web/features/admin/components/form-controls.ts';
import { PixKeyValue } from '#web/features/admin/components/pix-key-value.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { CopyPixKeyButton } from './copy-pix-key-button.tsx';
import { VoidPayoutDialog } from './void-payout-dialog.tsx';

type Outcome = 'paid' | 'failed';

/** The winners' keys as the payout shows them: masked, yet never two alike (pix-key-mask.ts). */
function keyMasks(battle: AdminBattle) {
  const keys = battle.winners.map((w) => w.pixKey ?? '');
  return { masks: distinctPixKeyMasks(keys), shared: sharedPixKeyIndexes(keys) };
}

/**
 * Who is paid, how much and where, restated before the admin records it: this winner's name and
 * share, and their key masked so that it reads apart from the other winners' (the name beside
 * it), with the whole key to copy for the bank app.
 */
function PayoutSummary({ battle, index }: { battle: AdminBattle; index: number }) {
  const winner = battle.winners[index]!;
  const { masks, shared } = keyMasks(battle);
  const others = battle.winners.filter((_, i) => i !== index && shared.has(i) && shared.has(index));
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-zinc-700 bg-zinc-950/60 p-3"
      data-testid="payout-summary"
    >
      <p className="text-sm text-zinc-300">
        {battle.title}: {formatMoney(battle.prizeAmount)} ({prizeTypeLabel(battle.prizeType)})
        {battle.winners.length > 1 ? `, dividido entre ${battle.winners.length} vencedores` : ''}
      </p>
      <p className="text-sm">
        <span className="font-semibold text-zinc-50">{winner.username}</span> recebe{' '}
        <span className="font-semibold text-amber-300">{formatMoney(winner.prizeShare)}</span>
      </p>
      {battle.prizeType === 'PIX' && winner.pixKey !== undefined ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-300">
          <span data-testid="payout-key">
            Chave PIX de {winner.username}: <span className="font-mono text-zinc-100">{masks[index]}</span>
            {winner.pixKeyType ? ` (${PIX_KEY_TYPE_LABELS[winner.pixKeyType]})` : ' (chave inválida)'}
          </span>
          <CopyPixKeyButton pixKey={winner.pixKey} username={winner.username} />
        </div>
      ) : null}
      {others.length > 0 ? (
        <p className="flex items-start gap-2 text-sm text-amber-200" data-testid="payout-shared-key">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />A mesma chave PIX está
          cadastrada para {others.map((w) => w.username).join(', ')}: confira antes de transferir.
        </p>
      ) : null}
      {winner.failures.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs text-zinc-400" aria-label="Tentativas anteriores">
          {winner.failures.map((f) => (
            <li key={f.at}>
              Falhou em {formatDateTime(f.at)}
              {f.byUsername ? ` (${f.byUsername})` : ''}: {f.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-zinc-400">
        Só este vencedor é registrado. Pago, ele é avisado no app; a página da batalha mostra a data do
        pagamento quando todos os vencedores estiverem pagos.
      </p>
    </div>
  );
}

/** One winner's transfer: paid (an optional note) or failed (a reason), recorded on its own. */
function WinnerPayoutDialog({
  battle,
  index,
  open,
  onOpenChange,
}: {
  battle: AdminBattle;
  index: number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const winner = battle.winners[index]!;
  const payout = useRecordPayout();
  const [outcome, setOutcome] = useState<Outcome>('paid');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Unreviewed vote flags: the admin must tick that they pay anyway (the server records it).
  const [confirmFlags, setConfirmFlags] = useState(false);
  const hasOpenFlags = battle.openFlagsCount > 0;
  const name = useId();
  const paid = outcome === 'paid';
  // Awaited rather than mutate's callbacks: the refetch that follows success changes the card,
  // which may unmount this dialog, and mutate's callbacks never run for an unmounted caller.
  const onConfirm = async () => {
    if (!paid && reason.trim() === '') {
      setReasonError(PAYOUT_FAILURE_REASON_REQUIRED.message);
      return;
    }
    try {
      await payout.mutateAsync({
        battleId: battle.id,
        body: {
          userId: winner.userId,
          outcome,
          pixKey: battle.prizeType === 'PIX' ? (winner.pixKey ?? '') : null,
          ...(paid ? { note } : { failureReason: reason }),
          ...(paid && hasOpenFlags ? { confirmOpenFlags: confirmFlags } : {}),
        },
      });
    } catch (error) {
      toast.error('Erro ao registrar pagamento', { description: errorMessage(error) });
      return;
    }
    toast.success(paid ? 'Pagamento registrado' : 'Falha registrada', {
      description: `${winner.username}: ${formatMoney(winner.prizeShare)}`,
    });
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Pagamento de ${winner.username}`}
      description="Faça a transferência e registre o resultado. Cada vencedor é registrado à parte, na auditoria."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={payout.isPending}>
            Cancelar
          </Button>
          <Button
            variant={paid ? 'primary' : 'destructive'}
            onClick={() => void onConfirm()}
            isLoading={payout.isPending}
            disabled={paid && hasOpenFlags && !confirmFlags}
          >
            {paid ? `Confirmar pagamento a ${winner.username}` : 'Registrar falha'}
          </Button>
        </>
      }
    >
      <PayoutSummary battle={battle} index={index} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-zinc-200">Resultado da transferência</legend>
        {(
          [
            ['paid', 'Pagamento feito'],
            ['failed', 'Pagamento falhou'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-zinc-100">
            <input
              type="radio"
              name={name}
              value={value}
              className="size-4 accent-amber-400"
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {paid && hasOpenFlags ? (
        <div className="rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm text-amber-200">
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
            Registrar o pagamento mesmo com alertas em aberto
          </label>
        </div>
      ) : null}
      {paid ? (
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
      ) : (
        <FieldShell
          label="Motivo da falha"
          description="Ex.: chave não encontrada, banco recusou. O vencedor continua a receber: tente de novo depois."
          error={reasonError ?? undefined}
        >
          {(control) => (
            <textarea
              {...control}
              className={textareaClass}
              rows={3}
              maxLength={500}
              required
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
          )}
        </FieldShell>
      )}
    </Dialog>
  );
}

/** A winner's payout state, as a line under their name. */
function PaymentState({ winner }: { winner: AdminWinner }) {
  if (winner.paid) {
    const p = winner.paid;
    return (
      <p className="flex items-start gap-1.5 text-sm text-emerald-300" data-testid="winner-paid">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Pago em {formatDateTime(p.at)}
          {p.byUsername ? ` por ${p.byUsername}` : ''}
          {p.wholeBattle ? ' (registrado para a batalha inteira)' : ''}
          {p.pixKey ? `, na chave ${p.pixKey}` : ''}
          {winner.failures.length > 0
            ? `, depois de ${winner.failures.length === 1 ? '1 falha' : `${winner.failures.length} falhas`}`
            : ''}
          {p.note ? ` — ${p.note}` : ''}
        </span>
      </p>
    );
  }
  const last = winner.failures[0];
  return (
    <p className="flex items-start gap-1.5 text-sm text-zinc-300" data-testid="winner-unpaid">
      {last ? (
        <>
          <CircleX className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
          <span>
            Não pago:{' '}
            {winner.failures.length === 1
              ? 'a transferência falhou'
              : `${winner.failures.length} transferências falharam`}{' '}
            (última em {formatDateTime(last.at)}: {last.reason})
          </span>
        </>
      ) : (
        <>
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Não pago</span>
        </>
      )}
    </p>
  );
}

/** The deadline line: how many winners are paid, and until when the rest must be. */
function PayoutProgress({ battle }: { battle: AdminBattle }) {
  const paid = battle.winners.filter((w) => w.paid).length;
  const total = battle.winners.length;
  if (battle.prizePaid || total === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-200" data-testid="payout-progress">
      {total > 1 ? (
        <span>
          {paid} de {total} vencedores pagos.
        </span>
      ) : null}
      {battle.payoutDue ? (
        battle.payoutDue.overdue ? (
          <Badge variant="danger">Prazo vencido em {formatDayKey(battle.payoutDue.lastDay)}</Badge>
        ) : (
          <Badge variant="warning">Pagar até {formatDayKey(battle.payoutDue.lastDay)}</Badge>
        )
      ) : null}
    </p>
  );
}

/**
 * Winners of a finished battle, each with their share, PIX key (admins: the whole key and 'Copiar
 * chave PIX') and payout state; an admin records each winner's transfer on its own, paid or failed
 * (docs/decisions/0035-prize-money-two-people.md), or voids the payout recorded (which unfreezes
 * the battle).
 */
export function WinnersPanel({ battle, canMarkPaid }: { battle: AdminBattle; canMarkPaid: boolean }) {
  const [paying, setPaying] = useState<string | null>(null);
  const payingIndex = battle.winners.findIndex((w) => w.userId === paying);
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
      <PayoutProgress battle={battle} />
      <ul className="flex flex-col gap-3">
        {battle.winners.map((winner) => (
          <li
            key={winner.userId}
            className="flex flex-col gap-1.5 border-t border-amber-900/40 pt-2 first:border-t-0 first:pt-0"
            data-testid="winner-row"
            data-winner={winner.username}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold text-zinc-100">{winner.username}</span>
              <span className="text-zinc-300">{votesLabel(winner.votesCount)}</span>
              <span className="text-zinc-300">Prêmio: {formatMoney(winner.prizeShare)}</span>
            </div>
            {winner.pixKey !== undefined ? (
              <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-zinc-200">
                <span className="flex min-w-0 items-center gap-1.5">
                  PIX: <PixKeyValue pixKey={winner.pixKey} pixKeyType={winner.pixKeyType ?? null} />
                </span>
                <CopyPixKeyButton pixKey={winner.pixKey} username={winner.username} />
              </div>
            ) : null}
            <PaymentState winner={winner} />
            {canMarkPaid && !winner.paid && !battle.prizePaid ? (
              <Button
                size="sm"
                variant="secondary"
                className="self-start"
                onClick={() => setPaying(winner.userId)}
              >
                {winner.failures.length > 0 ? 'Tentar de novo' : 'Registrar pagamento'}
                <span className="sr-only"> de {winner.username}</span>
              </Button>
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
            {battle.prizePaidWithOpenFlags ? ' (pago com alertas de votos em aberto)' : ''}
          </span>
        </p>
      ) : null}
      {battle.prizeLocked ? (
        <>
          <p className="text-xs text-zinc-400">
            Com pagamento registrado, status, datas, prêmio e participantes ficam bloqueados.
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
      ) : !canMarkPaid ? (
        <p className="text-sm text-zinc-300">Prêmio ainda não pago.</p>
      ) : null}
      {payingIndex >= 0 ? (
        <WinnerPayoutDialog
          battle={battle}
          index={payingIndex}
          open
          onOpenChange={(open) => {
            if (!open) setPaying(null);
          }}
        />
      ) : null}
    </div>
  );
}
