import type { ReactNode } from 'react';
import { formatMoney } from '#domain/format.ts';
import { prizeTypeLabel } from '#domain/prize-type.ts';
import type { AdminWinner } from '#domain/schemas/admin-battles.ts';
import type { PrizeType } from '#domain/schemas/battles.ts';
import { prizeShare, TIE_RULE_TEXT } from '#domain/winners.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

export interface PrizeToConfirm {
  amount: number;
  type: PrizeType;
  description: string | null;
  /** The battle's title as it will be saved. */
  title: string;
}

export interface PrizeConfirmDialogProps {
  /** Null: closed. */
  prize: PrizeToConfirm | null;
  /** Publishing a new battle, or changing the prize of an existing one. */
  mode: 'create' | 'change';
  /** The amount shown before the change (edit only). */
  previousAmount?: number;
  /** The winners already known (a finished battle); their shares follow the new amount. */
  winners?: readonly Pick<AdminWinner, 'userId' | 'username'>[];
  isSaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-zinc-400 sm:w-28">{term}</dt>
      <dd className="min-w-0 text-zinc-100">{children}</dd>
    </div>
  );
}

/**
 * The prize restated before it goes public (docs/decisions/0022-admin-money-inputs.md): the
 * amount as fans will read it, its type, and who takes it. A prize typed 100x too big shows here
 * as 'R$ 9.990,00' before anyone else sees it.
 */
export function PrizeConfirmDialog({
  prize,
  mode,
  previousAmount,
  winners = [],
  isSaving,
  onConfirm,
  onCancel,
}: PrizeConfirmDialogProps) {
  return (
    <Dialog
      open={prize !== null}
      onOpenChange={(open) => {
        if (!open && !isSaving) onCancel();
      }}
      title={mode === 'create' ? 'Publicar batalha?' : 'Confirmar novo prêmio?'}
      description="Confira o prêmio como os fãs vão ver."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
            Voltar e corrigir
          </Button>
          <Button onClick={onConfirm} isLoading={isSaving}>
            {mode === 'create' ? 'Confirmar e publicar' : 'Confirmar prêmio'}
          </Button>
        </>
      }
    >
      {prize ? (
        <dl className="flex flex-col gap-3" data-testid="prize-confirm">
          <Row term="Batalha">{prize.title}</Row>
          <Row term="Prêmio">
            <span className="text-xl font-bold text-amber-300">{formatMoney(prize.amount)}</span>
            {previousAmount !== undefined && previousAmount !== prize.amount ? (
              <span className="block text-sm text-zinc-400">Antes: {formatMoney(previousAmount)}</span>
            ) : null}
          </Row>
          <Row term="Tipo">{prizeTypeLabel(prize.type)}</Row>
          {prize.description ? <Row term="Descrição">{prize.description}</Row> : null}
          <Row term={winners.length > 1 ? 'Vencedores' : 'Vencedor'}>
            {winners.length > 0 ? (
              <ul>
                {winners.map((w) => (
                  <li key={w.userId}>
                    {w.username}: {formatMoney(prizeShare(prize.amount, winners.length))}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-sm">O participante mais votado ao final. {TIE_RULE_TEXT}</span>
            )}
          </Row>
        </dl>
      ) : null}
    </Dialog>
  );
}
