import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOLLOW_SELF } from '#domain/messages/fans.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { fighterFollows, notifications } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { fanNoticeJob, runFanNotices } from './notice-job.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const HOUR = 3_600_000;
const call = (method: 'GET' | 'PUT' | 'DELETE', username: string, who?: SignedInUser) =>
  t.app.inject({
    method,
    url: `/api/follows/${encodeURIComponent(username)}`,
    headers: who ? { cookie: who.cookie } : {},
  });
const settings = (who: SignedInUser | null, payload?: unknown) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'PATCH',
    url: '/api/fan-settings',
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const notesOf = (userId: string, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('follow API', () => {
  it('needs a session', async () => {
    const fighter = await createUser(t.db);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await call(method, fighter.username)).statusCode).toBe(401);
    }
    expect((await settings(null)).statusCode).toBe(401);
    expect((await settings(null, { emailAlerts: true })).statusCode).toBe(401);
  });

  it('follows and unfollows, twice changing nothing; refuses self, unknown and malformed names', async () => {
    const fan = await signedInUser(t);
    const fighter = await createUser(t.db);
    expect((await call('GET', fighter.username, fan)).json()).toEqual({ following: false, followers: 0 });
    expect((await call('PUT', fighter.username, fan)).json()).toEqual({ following: true, followers: 1 });
    expect((await call('PUT', fighter.username.toUpperCase(), fan)).json()).toEqual({
      following: true,
      followers: 1,
    });
    expect((await call('DELETE', fighter.username, fan)).json()).toEqual({ following: false, followers: 0 });
    expect((await call('DELETE', fighter.username, fan)).json()).toEqual({ following: false, followers: 0 });

    const self = await call('PUT', fan.username, fan);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({
      code: 'FOLLOW_SELF',
      message: FOLLOW_SELF.message,
    });
    const unknown = await call('PUT', 'ninguem-com-este-nome', fan);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PROFILE_NOT_FOUND');
    expect((await call('PUT', 'x'.repeat(61), fan)).statusCode).toBe(400);
    // Refusals changed nothing.
    expect(await t.db.select().from(fighterFollows).where(eq(fighterFollows.followerId, fan.id))).toEqual([]);
  });

  it('keeps e-mail alerts off by default and validates the switch', async () => {
    const fan = await signedInUser(t);
    expect((await settings(fan)).json()).toEqual({ settings: { emailAlerts: false } });
    expect((await settings(fan, { emailAlerts: 'sim' })).statusCode).toBe(400);
    expect((await settings(fan, { emailAlerts: true, extra: 1 })).statusCode).toBe(400);
    expect((await settings(fan)).json().settings.emailAlerts).toBe(false);
    expect((await settings(fan, { emailAlerts: true })).json()).toEqual({ settings: { emailAlerts: true } });
    expect((await settings(fan)).json().settings.emailAlerts).toBe(true);
  });
});

describe('a followed fighter joins a battle', () => {
  it('tells each follower once, and e-mails only those who opted in', async () => {
    const fighter = await signedInUser(t);
    const [optedIn, quiet] = [await signedInUser(t), await signedInUser(t)];
    await call('PUT', fighter.username, optedIn);
    await call('PUT', fighter.username, quiet);
    await settings(optedIn, { emailAlerts: true });
    const battle = await createBattle(t.db, { status: 'waiting', maxParticipants: 10 });
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/join`,
      headers: { cookie: fighter.cookie },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const mailsBefore = t.mailer.sent.length;
    expect(await runJobOnce(t.app.deps, fanNoticeJob)).toBe(true);
    for (const fan of [optedIn, quiet]) {
      const notes = await notesOf(fan.id, 'followed_joined');
      expect(notes).toHaveLength(1);
      expect(notes[0]?.title).toBe(`${fighter.username} entrou em uma batalha`);
      expect(notes[0]?.link).toContain(`/battle/${battle.slug}`);
    }
    const mails = t.mailer.sent.slice(mailsBefore);
    expect(mails.map((m) => m.to)).toEqual([optedIn.email]);
    expect(mails[0]?.text).toContain(battle.title);

    await runJobOnce(t.app.deps, fanNoticeJob);
    expect(await notesOf(optedIn.id, 'followed_joined')).toHaveLength(1);
    expect(t.mailer.sent.length).toBe(mailsBefore + 1);
  });
});

describe('the closing reminder', () => {
  it('reminds each fan who voted, once per battle, hours before the end', async () => {
    const soon = await createBattle(t.db, {
      status: 'active',
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + 2 * HOUR),
    });
    const later = await createBattle(t.db, {
      status: 'active',
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + 10 * HOUR),
    });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, soon.id, fighter);
    await addParticipant(t.db, later.id, fighter);
    const fan = await createUser(t.db, { balance: 5 });
    await castVote(t.db, { battleId: soon.id, participantUserId: fighter.id, voterUserId: fan.id });
    await castVote(t.db, { battleId: later.id, participantUserId: fighter.id, voterUserId: fan.id });

    await runJobOnce(t.app.deps, fanNoticeJob);
    await runJobOnce(t.app.deps, fanNoticeJob);
    const notes = await notesOf(fan.id, 'battle_closing');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe(`Últimas horas: ${soon.title}`);
    expect(notes[0]?.body).toContain(`Você votou em ${fighter.username}.`);
    expect(notes[0]?.link).toBe(`/battle/${soon.slug}`);
  });

  it('e-mails the reminder only to the voters who opted in, once each', async () => {
    const battle = await createBattle(t.db, {
      status: 'active',
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + 2 * HOUR),
    });
    const [fighter, rival] = [await createUser(t.db), await createUser(t.db)];
    await addParticipant(t.db, battle.id, fighter);
    await addParticipant(t.db, battle.id, rival);
    const optedIn = await signedInUser(t, { balance: 5 });
    const never = await signedInUser(t, { balance: 5 });
    const switchedOff = await signedInUser(t, { balance: 5 });
    expect((await settings(optedIn, { emailAlerts: true })).statusCode).toBe(200);
    // A stored "off" must weigh like never having opted in.
    await settings(switchedOff, { emailAlerts: true });
    expect((await settings(switchedOff, { emailAlerts: false })).statusCode).toBe(200);
    // Her second vote comes last, so with one vote per batch she is walked again in a later batch.
    const start = Date.now() - 60_000;
    const votes = [
      [optedIn, fighter],
      [never, fighter],
      [switchedOff, fighter],
      [optedIn, rival],
    ] as const;
    for (const [i, [fan, pick]] of votes.entries()) {
      await castVote(t.db, {
        battleId: battle.id,
        participantUserId: pick.id,
        voterUserId: fan.id,
        createdAt: new Date(start + i * 1000),
      });
    }

    const mailsBefore = t.mailer.sent.length;
    await t.db.transaction((tx) => runFanNotices(t.app.deps, tx, 10, 1));
    for (const fan of [optedIn, never, switchedOff]) {
      expect(await notesOf(fan.id, 'battle_closing')).toHaveLength(1);
    }
    const mails = t.mailer.sent.slice(mailsBefore);
    expect(mails.map((m) => m.to)).toEqual([optedIn.email]);
    expect(mails[0]?.subject).toBe(`Últimas horas: ${battle.title} | Yod Arena`);
    expect(mails[0]?.text).toContain(`Olá, ${optedIn.username}!`);
    expect(mails[0]?.text).toContain(fighter.username);
    expect(mails[0]?.text).toContain(rival.username);
    expect(mails[0]?.link).toContain(`/battle/${battle.slug}`);

    // A later tick finds the reminder already given: no second notice, no second e-mail.
    await runJobOnce(t.app.deps, fanNoticeJob);
    for (const fan of [optedIn, never, switchedOff]) {
      expect(await notesOf(fan.id, 'battle_closing')).toHaveLength(1);
    }
    expect(t.mailer.sent.length).toBe(mailsBefore + 1);
  });
});
