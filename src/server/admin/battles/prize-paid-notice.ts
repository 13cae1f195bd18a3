import { maskPixKey } from '#domain/money/pix-key-mask.ts';
import { prizeTypeLabel } from '#domain/money/prize-type.ts';
import type { AdminWinner } from '#domain/schemas/admin-battles.ts';
import { formatMoney } from '#domain/text/format.ts';
import type { BattleRow } from './repository.ts';

/**
 * The 'prêmio pago' notice of one winner: how much, of which battle and, for a PIX prize, the key
 * it went to, masked (domain/money/pix-key-mask.ts) as the notices never show a whole key.
 */
export function prizePaidNotice(
  battle: Pick<BattleRow, 'title' | 'prizeType'>,
  winner: Pick<AdminWinner, 'prizeShare' | 'pixKey'>,
): { title: string; body: string } {
  const amount = formatMoney(winner.prizeShare);
  const where =
    battle.prizeType === 'PIX'
      ? ` via PIX, na chave ${maskPixKey(winner.pixKey ?? '')}`
      : ` (${prizeTypeLabel(battle.prizeType)})`;
  return {
    title: 'Prêmio pago',
    body: `Seu prêmio de ${amount} da batalha "${battle.title}" foi pago${where}.`,
  };
}
