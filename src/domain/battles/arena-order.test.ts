import { describe, expect, it } from 'vitest';
import { ARENA_GROUP, arenaPosition, compareArenaPosition } from './arena-order.ts';
import type { BattleTiming } from './battle-status.ts';

const now = new Date('2031-03-01T12:00:00.000Z');
const HOUR = 3600_000;
const at = (ms: number) => new Date(now.getTime() + ms);

function timing(overrides: Partial<BattleTiming>): BattleTiming {
  return {
    status: 'waiting',
    startTime: at(-HOUR),
    endTime: at(HOUR),
    participantsCount: 0,
    maxParticipants: 10,
    ...overrides,
  };
}

describe('arenaPosition', () => {
  it('groups by the shown status: running, open, scheduled, finished', () => {
    expect(arenaPosition(timing({ status: 'active' }), now).group).toBe(ARENA_GROUP.running);
    expect(arenaPosition(timing({ status: 'ready' }), now).group).toBe(ARENA_GROUP.running);
    // Waiting but full is shown active.
    expect(arenaPosition(timing({ participantsCount: 10 }), now).group).toBe(ARENA_GROUP.running);
    expect(arenaPosition(timing({}), now).group).toBe(ARENA_GROUP.open);
    // A schedule whose start has passed is shown waiting.
    expect(arenaPosition(timing({ status: 'scheduled' }), now).group).toBe(ARENA_GROUP.open);
    expect(arenaPosition(timing({ status: 'scheduled', startTime: at(HOUR) }), now).group).toBe(
      ARENA_GROUP.scheduled,
    );
    expect(arenaPosition(timing({ status: 'finished' }), now).group).toBe(ARENA_GROUP.finished);
    // Still stored active, but its end has passed.
    expect(arenaPosition(timing({ status: 'active', endTime: at(-1) }), now).group).toBe(
      ARENA_GROUP.finished,
    );
  });

  it('orders running closing soonest, scheduled starting soonest, finished most recent first', () => {
    const battles = {
      finishedLongAgo: timing({ status: 'finished', endTime: at(-48 * HOUR) }),
      finishedJustNow: timing({ status: 'finished', endTime: at(-HOUR) }),
      scheduledLater: timing({ status: 'scheduled', startTime: at(5 * HOUR), endTime: at(6 * HOUR) }),
      scheduledSoon: timing({ status: 'scheduled', startTime: at(2 * HOUR), endTime: at(90 * HOUR) }),
      scheduledNoStart: timing({ status: 'scheduled', startTime: null, endTime: at(200 * HOUR) }),
      openLater: timing({ endTime: at(9 * HOUR) }),
      openSoon: timing({ endTime: at(3 * HOUR) }),
      runningLater: timing({ status: 'active', endTime: at(30 * HOUR) }),
      runningSoon: timing({ status: 'active', endTime: at(10 * 60_000) }),
    };
    const sorted = Object.entries(battles)
      .map(([id, b]) => ({ id, ...arenaPosition(b, now) }))
      .sort(compareArenaPosition)
      .map((b) => b.id);
    expect(sorted).toEqual([
      'runningSoon',
      'runningLater',
      'openSoon',
      'openLater',
      'scheduledSoon',
      'scheduledLater',
      'scheduledNoStart',
      'finishedJustNow',
      'finishedLongAgo',
    ]);
  });

  it('breaks equal times by id', () => {
    const same = timing({ status: 'active' });
    const sorted = ['c', 'a', 'b']
      .map((id) => ({ id, ...arenaPosition(same, now) }))
      .sort(compareArenaPosition)
      .map((b) => b.id);
    expect(sorted).toEqual(['a', 'b', 'c']);
  });
});
