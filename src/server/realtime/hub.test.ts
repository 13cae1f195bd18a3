import { describe, expect, it } from 'vitest';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { type VoteTotalKey, voteTotalKey } from '#server/db/vote-totals.ts';
import { BattleHub, RECOUNT_MS } from './hub.ts';

const vote = (participantUserId: string, votesCount: number) =>
  JSON.stringify({ type: 'votes', battleId: 'b1', participantUserId, votesCount });
const settle = () => new Promise((resolve) => setTimeout(resolve, RECOUNT_MS * 5));

describe('BattleHub recount', () => {
  it('delivers each participant once, with the total read after the commits', async () => {
    const asked: VoteTotalKey[][] = [];
    const hub = new BattleHub({
      recount: async (keys) => {
        asked.push(keys);
        return new Map([
          [voteTotalKey({ battleId: 'b1', participantUserId: 'p1' }), 12],
          [voteTotalKey({ battleId: 'b1', participantUserId: 'p2' }), 4],
        ]);
      },
    });
    const got: BattleUpdateEvent[] = [];
    hub.subscribe('b1', (u) => got.push(u));
    // Two concurrent votes for p1 each saw 10 (their shards did not see each other), one for p2.
    hub.dispatch(vote('p1', 10));
    hub.dispatch(vote('p1', 10));
    hub.dispatch(vote('p2', 4));
    hub.dispatch(JSON.stringify({ type: 'status', battleId: 'b1', status: 'active' }));
    expect(got).toEqual([{ type: 'status', battleId: 'b1', status: 'active' }]);
    await settle();
    expect(asked).toHaveLength(1);
    expect(got.slice(1)).toEqual([
      { type: 'votes', battleId: 'b1', participantUserId: 'p1', votesCount: 12 },
      { type: 'votes', battleId: 'b1', participantUserId: 'p2', votesCount: 4 },
    ]);
    await hub.stop();
  });

  it('passes the votes on as they came when the recount fails', async () => {
    const errors: unknown[] = [];
    const hub = new BattleHub({
      onError: (err) => errors.push(err),
      recount: async () => {
        throw new Error('database down');
      },
    });
    const got: BattleUpdateEvent[] = [];
    hub.subscribe(null, (u) => got.push(u));
    hub.dispatch(vote('p1', 3));
    await settle();
    expect(got).toEqual([{ type: 'votes', battleId: 'b1', participantUserId: 'p1', votesCount: 3 }]);
    expect(errors).toHaveLength(1);
    await hub.stop();
  });
});
