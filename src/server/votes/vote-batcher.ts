import { sessionFreshAfter } from '#server/auth/viewer.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import {
  type BatchAnswer,
  type CastVoteResult,
  castVoteStatement,
  castVotesStatement,
  type VoteClock,
  type VoteRequest,
} from './repository.ts';

/**
 * The fans' votes of one instance, gathered and cast together (docs/decisions/0029-votes-in-batches.md):
 * the votes asked for in one turn of the event loop go to the database as one cast_votes()
 * statement, one commit for all of them, instead of a statement and a commit each. Each caller
 * still gets its own answer. While every slot is busy, votes wait and the next batch is bigger.
 */
export interface VoteBatcherOptions {
  db: DbOrTx;
  clock: () => Date;
  gapMs: number;
  /** Votes in one statement at most. */
  maxVotes: number;
  /** Statements on their way at once at most. */
  maxStatements: number;
  /** auth/viewer.ts sessionFreshAfter, replaced in tests. */
  freshAfter?: () => Date;
}

/** A vote's result, and the instant it was cast at (the refusal's wait is worded from it). */
export interface CastAnswer {
  result: CastVoteResult;
  now: Date;
}

interface Waiting {
  vote: VoteRequest;
  /** Who votes, as far as the API knows before the database: the session or the resolved voter. */
  key: string;
  resolve: (answer: CastAnswer) => void;
  reject: (error: unknown) => void;
}

const voterKey = (v: VoteRequest) => (v.voterId === null ? `s:${v.sessionToken ?? ''}` : `u:${v.voterId}`);

export class VoteBatcher {
  private waiting: Waiting[] = [];
  /**
   * Voters with a vote in a statement on its way: their next vote waits for it, so it is decided
   * after that one committed, as it would be had the two been sent one after the other.
   */
  private readonly voting = new Set<string>();
  private statements = 0;
  private scheduled = false;

  constructor(private readonly options: VoteBatcherOptions) {}

  cast(vote: VoteRequest): Promise<CastAnswer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ vote, key: voterKey(vote), resolve, reject });
      this.schedule();
    });
  }

  /**
   * After the current turn, so that the votes read from every socket ready in this turn go
   * together (Node reads them all before it runs setImmediate callbacks).
   */
  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.statements >= this.options.maxStatements) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.statements < this.options.maxStatements) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.statements += 1;
      void this.send(batch).finally(() => {
        this.statements -= 1;
        this.schedule();
      });
    }
  }

  /** The waiting votes of voters with none on its way, in arrival order, up to the maximum. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const w of this.waiting) {
      if (batch.length < this.options.maxVotes && !this.voting.has(w.key)) {
        this.voting.add(w.key);
        batch.push(w);
      } else {
        later.push(w);
      }
    }
    this.waiting = later;
    return batch;
  }

  private async send(batch: Waiting[]): Promise<void> {
    let clock: VoteClock;
    let answers: (BatchAnswer | 'alone')[];
    try {
      clock = {
        now: this.options.clock(),
        gapMs: this.options.gapMs,
        sessionFreshAfter: (this.options.freshAfter ?? sessionFreshAfter)(),
      };
      // One vote costs the database less through cast_vote(), made for one (the batch statement's
      // fixed cost is that of several of its votes): the path of the quiet hours.
      answers =
        batch.length === 1
          ? ['alone']
          : await castVotesStatement(
              this.options.db,
              batch.map((w) => w.vote),
              clock,
            );
    } catch (error) {
      for (const w of batch) {
        this.voting.delete(w.key);
        w.reject(error);
      }
      return;
    }
    await Promise.all(batch.map((w, i) => this.answer(w, answers[i], clock)));
  }

  private async answer(
    w: Waiting,
    answer: BatchAnswer | 'alone' | undefined,
    clock: VoteClock,
  ): Promise<void> {
    try {
      if (!answer) throw new Error('cast_votes() answered fewer votes than it was sent');
      if (answer !== 'alone' && 'error' in answer) throw answer.error;
      const result =
        answer === 'alone' || answer.result.outcome === 'alone'
          ? await castVoteStatement(this.options.db, { ...w.vote, ...clock })
          : answer.result;
      w.resolve({ result, now: clock.now });
    } catch (error) {
      w.reject(error);
    } finally {
      this.voting.delete(w.key);
    }
  }
}

const batchers = new WeakMap<AppDeps, VoteBatcher>();

/**
 * This app's batcher. Two statements on their way at once (one more per 20 connections of a
 * larger pool): one can wait on its commit while the next is worked on, and the other requests
 * keep their connections. Under load the batches grow instead, and a vote's cost to the database
 * falls with the size of its batch (docs/decisions/0029-votes-in-batches.md).
 */
export function voteBatcherOf(deps: AppDeps): VoteBatcher {
  let batcher = batchers.get(deps);
  if (!batcher) {
    batcher = new VoteBatcher({
      db: deps.db,
      clock: deps.clock,
      gapMs: deps.voteGapMs,
      maxVotes: deps.config.VOTE_BATCH_MAX,
      maxStatements: Math.max(2, Math.floor(deps.config.DB_POOL_SIZE / 20)),
    });
    batchers.set(deps, batcher);
  }
  return batcher;
}
