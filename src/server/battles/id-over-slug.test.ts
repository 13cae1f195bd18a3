import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

// A slug made from a title before slugs lost their underscores can equal another battle's id:
// that id still names its own battle on every read and in a vote.
describe('a battle whose slug is another battle id', () => {
  it('never answers for that id', async () => {
    const owner = await createBattle(t.db, { title: 'A batalha de verdade', status: 'active' });
    const squatter = await createBattle(t.db, { title: owner.id, slug: owner.id, status: 'active' });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, owner.id, fighter);
    await addParticipant(t.db, squatter.id, fighter);
    const fan = await signedInUser(t, { balance: 5 });

    for (const cookie of [undefined, fan.cookie]) {
      const api = await t.app.inject({ url: `/api/battles/${owner.id}`, headers: cookie ? { cookie } : {} });
      expect(api.statusCode).toBe(200);
      expect(api.json().battle.id).toBe(owner.id);
      const page = await t.app.inject({ url: `/battle/${owner.id}`, headers: cookie ? { cookie } : {} });
      expect(page.body).toContain('A batalha de verdade');
    }

    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${owner.id}/votes`,
      headers: { cookie: fan.cookie, origin: t.config.PUBLIC_URL, host: new URL(t.config.PUBLIC_URL).host },
      payload: { participantUserId: fighter.id },
    });
    expect(vote.statusCode, vote.body).toBe(200);
    const after = await t.app.inject({ url: `/api/battles/${owner.id}`, headers: { cookie: fan.cookie } });
    expect(after.json().battle.viewer.votedParticipantUserIds).toEqual([fighter.id]);
    const other = await t.app.inject({ url: `/api/battles/${squatter.id}`, headers: { cookie: fan.cookie } });
    expect(other.json().battle.viewer.votedParticipantUserIds).toEqual([]);
  });
});
