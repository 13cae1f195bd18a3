import { describe, expect, it } from 'vitest';
import { battleUpdateSchema } from '#domain/schemas/battles.ts';
import { isBattleUpdateEvent } from './battle-update-event.ts';

const samples: unknown[] = [
  { type: 'votes', battleId: 'b', participantUserId: 'u', votesCount: 3 },
  { type: 'votes', battleId: 'b', participantUserId: 'u', votesCount: 1.5 },
  { type: 'votes', battleId: 'b', votesCount: 3 },
  { type: 'participants', battleId: 'b', participantsCount: 2, status: 'ready' },
  { type: 'participants', battleId: 'b', participantsCount: '2', status: 'ready' },
  { type: 'status', battleId: 'b', status: 'active' },
  { type: 'status', battleId: 7, status: 'active' },
  { type: 'other', battleId: 'b' },
  null,
  'votes',
  [],
];

describe('isBattleUpdateEvent', () => {
  it('accepts exactly what battleUpdateSchema accepts', () => {
    for (const sample of samples) {
      expect(isBattleUpdateEvent(sample), JSON.stringify(sample)).toBe(
        battleUpdateSchema.safeParse(sample).success,
      );
    }
  });
});
