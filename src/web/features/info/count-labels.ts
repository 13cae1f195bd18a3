import { MIN_VOTE_GAP_MS } from '../../../domain/vote-eligibility.ts';

/** '1 YodCoin' / '3 YodCoins': amounts come from the platform settings, never hard-coded. */
export function yodcoinsLabel(amount: number): string {
  return `${amount} ${amount === 1 ? 'YodCoin' : 'YodCoins'}`;
}

/** '1 voto' / '2 votos'. */
export function votesLabel(count: number): string {
  return `${count} ${count === 1 ? 'voto' : 'votos'}`;
}

/** '5 segundos': the minimum gap between two votes of one account. */
export const VOTE_GAP_LABEL = `${MIN_VOTE_GAP_MS / 1000} segundos`;
