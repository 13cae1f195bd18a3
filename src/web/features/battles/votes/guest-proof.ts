import type { GuestVoteChallenge } from '#domain/schemas/votes.ts';
import { fetchGuestChallenge } from './api/fetch-guest-challenge.ts';

/** A solved challenge is not used this close to its expiry: the vote could arrive after it. */
const EXPIRY_MARGIN_MS = 60_000;

type Solve = (challenge: GuestVoteChallenge, signal: AbortSignal) => Promise<string>;

/** Loaded for visitors only (signed-in users never download the solver), while the challenge comes. */
const loadSolver = async (): Promise<Solve> => {
  const { solveProofOfWork } = await import('#web/shared/proof-of-work/solve-challenge.ts');
  return (challenge, signal) => solveProofOfWork(challenge, signal);
};

interface Attempt {
  controller: AbortController;
  payload: Promise<string>;
  solved: boolean;
  /** Epoch ms after which the challenge is too close to expiry to use; unknown until fetched. */
  usableUntil: number;
}

export interface GuestProofDeps {
  fetchChallenge?: (signal: AbortSignal) => Promise<GuestVoteChallenge>;
  loadSolver?: () => Promise<Solve>;
  now?: () => number;
}

/**
 * A guest vote's proof of work, solved ahead of the tap (the page starts it when idle) and used
 * once: the server accepts each challenge a single time. `take` hands over the solved payload,
 * waiting for the one under way, or starts one when there is none (or it failed or went stale).
 */
export class GuestProof {
  private attempt: Attempt | null = null;
  private readonly fetchChallenge: NonNullable<GuestProofDeps['fetchChallenge']>;
  private readonly loadSolver: () => Promise<Solve>;
  private readonly now: () => number;

  constructor(deps: GuestProofDeps = {}) {
    this.fetchChallenge = deps.fetchChallenge ?? fetchGuestChallenge;
    this.loadSolver = deps.loadSolver ?? loadSolver;
    this.now = deps.now ?? Date.now;
  }

  /** Starts solving a fresh challenge unless one is under way or solved and still usable. */
  prepare(): void {
    if (this.attempt && this.attempt.usableUntil > this.now()) return;
    this.attempt?.controller.abort();
    const controller = new AbortController();
    const attempt: Attempt = {
      controller,
      solved: false,
      usableUntil: Number.POSITIVE_INFINITY,
      payload: Promise.resolve(''),
    };
    attempt.payload = (async () => {
      // The solver's code and the challenge travel at the same time: one round trip, not two.
      const [challenge, solve] = await Promise.all([
        this.fetchChallenge(controller.signal),
        this.loadSolver(),
      ]);
      const expiresAt = challenge.parameters.expiresAt;
      if (expiresAt !== undefined) attempt.usableUntil = expiresAt * 1000 - EXPIRY_MARGIN_MS;
      const payload = await solve(challenge, controller.signal);
      attempt.solved = true;
      return payload;
    })();
    // A failure surfaces when the vote takes the proof; until then it must not be "unhandled".
    attempt.payload.catch(() => {
      if (this.attempt === attempt) this.attempt = null;
    });
    this.attempt = attempt;
  }

  /** True when a tap now would send at once, without waiting for the proof of work. */
  isSolved(): boolean {
    const attempt = this.attempt;
    return attempt?.solved === true && attempt.usableUntil > this.now();
  }

  /** The solved payload for one vote; the proof is then forgotten (single use). */
  take(signal: AbortSignal): Promise<string> {
    this.prepare();
    const attempt = this.attempt!;
    this.attempt = null;
    signal.addEventListener('abort', () => attempt.controller.abort(), { once: true });
    return attempt.payload;
  }

  cancel(): void {
    this.attempt?.controller.abort();
    this.attempt = null;
  }
}
