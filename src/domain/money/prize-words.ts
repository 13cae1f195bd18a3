import { splitPrize } from '#domain/battles/winners.ts';
import type { PrizeType } from '#domain/schemas/battles.ts';
import { formatMoney } from '#domain/text/format.ts';

export interface PrizeTerms {
  amount: number;
  type: PrizeType | string;
}

/** How the prize travels, after the amount: 'via PIX', 'em vale-presente', 'em item'. */
function how(type: string): string {
  if (type === 'GIFT_CARD') return 'em vale-presente';
  if (type === 'ITEM') return 'em item';
  return 'via PIX';
}

/**
 * The prize said in words, for everyone (not only screen readers): who gets it is the point, since
 * a bare 'R$ 500,00 · PIX' beside a vote button reads like a charge to the voter. With two or more
 * winners (a finished tie, docs/decisions/0002-tie-rule.md) it says the split and each one's share.
 */
export function prizeInWords(prize: PrizeTerms, winnersCount = 0): string {
  if (prize.amount <= 0) {
    if (prize.type === 'ITEM' || prize.type === 'GIFT_CARD') {
      return `Prêmio ${how(prize.type)} para o lutador mais votado`;
    }
    return 'Batalha sem prêmio em dinheiro';
  }
  const total = formatMoney(prize.amount);
  if (winnersCount >= 2) {
    return `Prêmio de ${total} ${how(prize.type)} dividido entre os ${winnersCount} mais votados: ${formatMoney(splitPrize(prize.amount, winnersCount).share)} para cada`;
  }
  return `Prêmio de ${total} ${how(prize.type)} para o lutador mais votado`;
}

/** The share image's short line: 'R$ 500,00 via PIX ao mais votado', 'R$ 75,00 para cada campeão'. */
export function prizeShortWords(prize: PrizeTerms, winnersCount = 0): string {
  if (prize.amount <= 0)
    return prize.type === 'PIX' ? 'sem prêmio em dinheiro' : `${how(prize.type)} ao mais votado`;
  if (winnersCount >= 2)
    return `${formatMoney(splitPrize(prize.amount, winnersCount).share)} para cada campeão`;
  return `${formatMoney(prize.amount)} ${how(prize.type)} ao mais votado`;
}
