import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battleParticipants } from '#server/db/schema.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { findBattlesJoined } from './joined-lookups.ts';
import { battleIdsJoinedBy } from './repository.ts';

// docs/decisions/0033-arena-and-profile-shells.md: the arena marks of the fans asking in one turn
// come from one statement; each gets their own seats among the battles they asked about.

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

describe('arena marks asked in the same turn', () => {
  it("answers each fan with their own seats among their cards, never another's, disqualified ones left out", async () => {
    const battles = await Promise.all([1, 2, 3, 4].map(() => createBattle(t.db)));
    const ids = battles.map((b) => b.id);
    const fans = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    await addParticipant(t.db, ids[0]!, fans[0]!);
    await addParticipant(t.db, ids[2]!, fans[0]!);
    await addParticipant(t.db, ids[1]!, fans[1]!);
    await addParticipant(t.db, ids[3]!, fans[1]!);
    await t.db
      .update(battleParticipants)
      .set({ disqualifiedAt: new Date() })
      .where(and(eq(battleParticipants.battleEventId, ids[3]!), eq(battleParticipants.userId, fans[1]!.id)));

    // More than one statement's worth (32), each asking about some of the cards.
    const asks = Array.from({ length: 40 }, (_, i) => ({
      fan: fans[i % fans.length]!,
      cards: i % 4 === 3 ? ids.slice(2) : ids,
    }));
    const answers = await Promise.all(asks.map((a) => findBattlesJoined(t.db, a.fan.id, a.cards)));
    for (const [i, joined] of answers.entries()) {
      const { fan, cards } = asks[i]!;
      expect([...joined].sort()).toEqual([...(await battleIdsJoinedBy(t.db, fan.id, cards))].sort());
    }
    expect([...answers[0]!].sort()).toEqual([ids[0], ids[2]].sort());
    expect([...answers[1]!]).toEqual([ids[1]]);
    expect(answers[2]!.size).toBe(0);
    expect(await findBattlesJoined(t.db, fans[0]!.id, [])).toEqual(new Set());
  });
});
