// The two numbers of a vote, apart from the rules that use them (vote-eligibility.ts): pages that
// only show them (a countdown, the wallet's price line) do not import the rules' refusals and,
// through them, the whole message catalogue.

/** YodCoins one authenticated vote costs. */
export const VOTE_COST = 1;
/** The gap between two votes of one voter. */
export const MIN_VOTE_GAP_MS = 5000;
