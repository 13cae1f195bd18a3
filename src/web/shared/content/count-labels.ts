import { MIN_VOTE_GAP_MS } from '#domain/votes/vote-limits.ts';

/** '1 YodCoin' / '1.500 YodCoins', '1 voto' / '2 votos': amounts from the settings, never hard-coded. */
export { votesLabel, yodcoinsLabel } from '#domain/text/format-number.ts';

/** '5 segundos': the minimum gap between two votes of one account. */
export const VOTE_GAP_LABEL = `${MIN_VOTE_GAP_MS / 1000} segundos`;
