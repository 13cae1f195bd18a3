import { GUEST_VOTE_WINDOW_MS } from '#domain/money/yodcoins.ts';

const KEY = 'yod:guest-vote-at';

/** This browser cast a guest vote now: the box then says it was "você", not "alguém". */
export function rememberGuestVote(now = Date.now()) {
  try {
    window.localStorage.setItem(KEY, String(now));
  } catch {
    // Private mode without storage: the box says "alguém nesta conexão", still true.
  }
}

/** Whether this browser cast the connection's guest vote within its window. */
export function votedAsGuestHere(now = Date.now()): boolean {
  try {
    const at = Number(window.localStorage.getItem(KEY));
    return at > 0 && now - at < GUEST_VOTE_WINDOW_MS;
  } catch {
    return false;
  }
}
