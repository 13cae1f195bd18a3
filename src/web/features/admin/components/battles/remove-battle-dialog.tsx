import { prizeTypeLabel } from '#domain/money/prize-type.ts';
import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

/** Whether `role` may remove the battle (the server says the same, admin/battles/service.ts). */
export function canRemoveBattle(battle: AdminBattle, isAdmin: boolean): boolean {
  return isAdmin || (battle.displayStatus !== 'finished' && !battle.prizeLocked);
}

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} e ${list[list.length - 1]}`;

/**
 * What removing this battle takes away, in its own words: a running battle's votes and the fans'
 * YodCoins; a finished one's result and its prize, paid or not (docs/product.md#admin-area).
 */
export function removalText(battle: AdminBattle): string {
  const refund =
    'Participantes e votos desta batalha também serão removidos, e as YodCoins gastas nela são devolvidas aos fãs.';
  if (battle.displayStatus !== 'finished') return `Remover "${battle.title}"? ${refund}`;
  const ended = `"${battle.title}" terminou em ${formatDateTime(battle.endTime)}`;
  if (battle.winners.length === 0) return `${ended} sem votos: não há vencedor nem prêmio a pagar. ${refund}`;
  const winners = names(battle.winners.map((w) => w.username));
  const prize = `${formatMoney(battle.prizeAmount)} (${prizeTypeLabel(battle.prizeType)})`;
  const failures = battle.winners.reduce((n, w) => n + w.failures.length, 0);
  const failed =
    failures > 0
      ? ` ${failures === 1 ? 'Uma transferência falhou' : `${failures} transferências falharam`} e segue registrada na auditoria.`
      : '';
  const prizeText = battle.prizeAmount > 0 ? ` O prêmio de ${prize} não foi pago a ninguém.${failed}` : '';
  return `${ended} com ${battle.winners.length > 1 ? 'vencedores' : 'vencedor'} ${winners}.${prizeText} Remover apaga o resultado: ${refund}`;
}

/** The payments that keep a battle from being removed, as the admin must read them. */
function paidLines(battle: AdminBattle): string[] {
  return battle.winners.flatMap((w) =>
    w.paid
      ? [
          `${w.username}: ${formatMoney(w.paid.amount)} pago em ${formatDateTime(w.paid.at)}${
            w.paid.byUsername ? ` por ${w.paid.byUsername}` : ''
          }`,
        ]
      : [],
  );
}

export interface RemoveBattleDialogProps {
  battle: AdminBattle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending: boolean;
}

/**
 * 'Remover': a confirmation that says what goes with the battle. A battle with a payment recorded
 * cannot be removed (the payout is voided first, decision 0016), so its dialog says what was paid
 * and offers no removal.
 */
export function RemoveBattleDialog({
  battle,
  open,
  onOpenChange,
  onConfirm,
  isPending,
}: RemoveBattleDialogProps) {
  if (battle.prizeLocked) {
    const lines = paidLines(battle);
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Remover batalha"
        description={`"${battle.title}" tem prêmio pago e não pode ser removida: anule o pagamento antes (Anular pagamento, no quadro dos vencedores).`}
        footer={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
        }
      >
        <ul className="flex flex-col gap-1 text-sm text-zinc-200" data-testid="remove-paid-lines">
          {lines.length > 0 ? (
            lines.map((line) => <li key={line}>{line}</li>)
          ) : battle.prizePaid ? (
            <li>
              {formatMoney(battle.prizeAmount)} pago em {formatDateTime(battle.prizePaid.paidAt)}
              {battle.prizePaid.paidByUsername ? ` por ${battle.prizePaid.paidByUsername}` : ''}
            </li>
          ) : null}
        </ul>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remover batalha"
      description={removalText(battle)}
      confirmLabel="Remover"
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
