// The vote storm's shape and the messages between the cluster bench and its storm process
// (storm-process.ts).

export interface StormShape {
  voters: number;
  /** Battles b1..b<battles>, the ones listeners watch. */
  battles: number;
  /** Fighters p1..p<fighters> in each. */
  fighters: number;
}

/**
 * Request number i as (voter, battle, fighter), 0-based: each round of `voters` requests uses every
 * voter once, spread over the battles and fighters; a voter's next round moves to another battle,
 * and after `battles` rounds to another fighter too, so no triple repeats for battles × fighters
 * rounds. A voter's turns are `voters` requests apart, well over the 5 s gap at these rates.
 */
export function voteOf(i: number, s: StormShape) {
  const round = Math.floor(i / s.voters);
  const pos = i % s.voters;
  return {
    voter: pos + 1,
    battle: (pos + round) % s.battles,
    fighter: (Math.floor(pos / s.battles) + Math.floor(round / s.battles)) % s.fighters,
  };
}

export type StormRequest =
  | {
      op: 'start';
      url: string;
      connections: number;
      seconds: number;
      secret: string;
      shape: StormShape;
      /** The first request number: every storm of a run continues the numbering. */
      first: number;
    }
  | { op: 'stop' };

/** Everything a storm was answered, in parallel lists; times on the bench's clock (listener-protocol.ts). */
export interface StormResult {
  startedAt: number;
  endedAt: number;
  /** The storm process's own CPU milliseconds (user + system) over the storm. */
  cpuMs: number;
  /** The next unused request number. */
  next: number;
  /** The 200s: request number, the total the answer carried, when it arrived, its response time. */
  ok: { request: number[]; count: number[]; at: number[]; latency: number[] };
  /** Other answers (status) and requests without one (status 0). */
  failures: { at: number[]; status: number[] };
  /** The first body of each other status, to say what it was. */
  samples: Record<string, string>;
  error?: string;
}
