import { describe, expect, it } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;

describe('participants panel paging', () => {
  it('pages a big battle by votes then join time, narrows by name, and the picker says who is in', async () => {
    const battle = await createBattle(t.db, { maxParticipants: null, title: 'Batalha Lotada' });
    const start = Date.now() - 3 * HOUR;
    const fighters = [];
    for (let i = 0; i < 60; i++) {
      const u = await createUser(t.db, { username: `Lotado${String(i).padStart(2, '0')}` });
      // Votes in tens (ties), joins one minute apart: the order is votes, then who joined first.
      await addParticipant(
        t.db,
        battle.id,
        { id: u.id },
        { votesCount: (i % 3) * 10, joinedAt: new Date(start + i * 60_000) },
      );
      fighters.push({ id: u.id, username: u.username, votes: (i % 3) * 10, i });
    }
    const expected = [...fighters].sort((a, b) => b.votes - a.votes || a.i - b.i).map((f) => f.username);
    const get = async (qs: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/battles/${battle.id}/participants?${qs}`,
        headers: as(cast.moderator),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        participants: { username: string }[];
        nextCursor: string | null;
        prevCursor: string | null;
      };
    };
    const first = await get('limit=50');
    const second = await get(`limit=50&cursor=${first.nextCursor}`);
    expect([...first.participants, ...second.participants].map((p) => p.username)).toEqual(expected);
    expect(second.nextCursor).toBeNull();
    expect((await get(`limit=50&cursor=${second.prevCursor}`)).participants).toEqual(first.participants);
    expect((await get('')).participants).toHaveLength(25);
    expect((await get('q=lotado0')).participants.map((p) => p.username)).toEqual(
      expected.filter((name) => name.startsWith('Lotado0')),
    );

    const outsider = await createUser(t.db, { username: 'Lotadox Fora' });
    const picker = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/search?q=lotado&battleId=${battle.id}`,
      headers: as(cast.moderator),
    });
    const found = picker.json().users as { id: string; battleEntry: string | null }[];
    expect(found).toHaveLength(10);
    expect(found.every((u) => u.battleEntry === (u.id === outsider.id ? null : 'taking-part'))).toBe(true);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/search?q=lotado',
      headers: as(cast.moderator),
    });
    expect(plain.json().users[0]).not.toHaveProperty('battleEntry');
  });
});
