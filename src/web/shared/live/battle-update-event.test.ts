import { describe, expect, it } from 'vitest';
import { type BattleUpdateEvent, battleUpdateSchema } from '#domain/schemas/battles.ts';
import { isBattleUpdateEvent } from './battle-update-event.ts';

/** One valid event of every type: a new type of the schema does not compile until it has one. */
const valid = {
  votes: { type: 'votes', battleId: 'b', participantUserId: 'u', votesCount: 3 },
  votes_voided: { type: 'votes_voided', battleId: 'b', participantUserId: 'u', votesCount: 0 },
  participants: { type: 'participants', battleId: 'b', participantsCount: 2, status: 'ready' },
  status: { type: 'status', battleId: 'b', status: 'active' },
  totals: {
    type: 'totals',
    battleId: 'b',
    seq: 9,
    totals: [
      { participantUserId: 'u', votesCount: 3 },
      { participantUserId: 'v', votesCount: 0 },
    ],
  },
} satisfies { [T in BattleUpdateEvent['type']]: Extract<BattleUpdateEvent, { type: T }> };

/** Each valid event broken one way at a time: a field missing, of another type, or a fraction. */
function broken(event: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (const [field, value] of Object.entries(event)) {
    if (field === 'type') continue;
    const { [field]: _dropped, ...without } = event;
    out.push(without, { ...event, [field]: typeof value === 'string' ? 7 : String(value) });
    if (typeof value === 'number') out.push({ ...event, [field]: value + 0.5 });
  }
  return out;
}

/** A snapshot whose list is broken one way at a time. */
const brokenTotals = [
  { participantUserId: 'u' },
  { participantUserId: 'u', votesCount: 1.5 },
  { participantUserId: 3, votesCount: 1 },
  null,
  'u',
].map((item) => ({ ...valid.totals, totals: [valid.totals.totals[0], item] }));

const samples: unknown[] = [
  ...Object.values(valid),
  ...Object.values(valid).flatMap(broken),
  ...brokenTotals,
  { ...valid.totals, totals: [] },
  { ...valid.totals, totals: {} },
  { type: 'other', battleId: 'b' },
  null,
  'votes',
  [],
];

describe('isBattleUpdateEvent', () => {
  it('accepts exactly what battleUpdateSchema accepts, for every event type', () => {
    for (const event of Object.values(valid)) expect(battleUpdateSchema.parse(event)).toEqual(event);
    for (const sample of samples) {
      expect(isBattleUpdateEvent(sample), JSON.stringify(sample)).toBe(
        battleUpdateSchema.safeParse(sample).success,
      );
    }
  });
});
