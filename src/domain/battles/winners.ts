/** Shown on the battle page so the tie rule (docs/decisions/0002-tie-rule.md) is never a surprise. */
export const TIE_RULE_TEXT =
  'Em caso de empate, todos os participantes com mais votos são vencedores e dividem o prêmio igualmente. Sem votos, não há vencedor.';

/** When a prize is paid at the latest (docs/product.md#prize-paid); the Terms quote it. */
export const PRIZE_PAYMENT_DEADLINE = 'até 7 dias úteis após o fim da batalha';

export interface VoteTally {
  id: string;
  votesCount: number;
}

/**
 * Ids of every participant holding the top vote count of a finished battle, in input order.
 * No votes at all means no winner: nobody earned the prize.
 */
export function computeWinners(participants: readonly VoteTally[]): string[] {
  let max = 0;
  for (const p of participants) max = Math.max(max, p.votesCount);
  if (max <= 0) return [];
  return participants.filter((p) => p.votesCount === max).map((p) => p.id);
}

export interface PrizeSplit {
  /** What each winner receives, in reais, rounded down to the cent. */
  share: number;
  /** Cents left after the equal split; fewer than `winnersCount`, kept by the organiser. */
  remainderCents: number;
}

/**
 * Equal split rounded down to the cent, so the total paid never exceeds the prize: R$ 100,00 for
 * three winners is R$ 33,33 each with 1 cent left over. Works in integer cents to avoid float drift.
 */
export function splitPrize(amount: number, winnersCount: number): PrizeSplit {
  const cents = Math.round(amount * 100);
  if (winnersCount <= 0 || cents <= 0) return { share: 0, remainderCents: Math.max(0, cents) };
  const shareCents = Math.floor(cents / winnersCount);
  return { share: shareCents / 100, remainderCents: cents - shareCents * winnersCount };
}

export function prizeShare(amount: number, winnersCount: number): number {
  return splitPrize(amount, winnersCount).share;
}
