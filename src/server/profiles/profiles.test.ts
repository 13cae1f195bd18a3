import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battleParticipants, profiles } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload });

const picture = (userId: string) => `/uploads/profile-pictures/${userId}/1700000000000-abcdef123456.png`;

describe('own profile', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: {} })).statusCode).toBe(401);
  });

  it('edits only the caller: an id in the body is ignored', async () => {
    const owner = await signedInUser(t, { pixKey: 'pix-dono' });
    const victim = await createUser(t.db, { pixKey: 'pix-vitima', username: `Vitima${Date.now()}` });
    const res = await patch(owner.cookie, {
      id: victim.id,
      username: 'NovoNome',
      pixKey: '+55 (11) 98765-4321',
      instagramHandle: '@novo.nome',
      currentPassword: owner.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      id: owner.id,
      username: 'NovoNome',
      pixKey: '+5511987654321',
      instagramHandle: 'novo.nome',
    });
    const [victimRow] = await t.db.select().from(profiles).where(eq(profiles.id, victim.id));
    expect(victimRow).toMatchObject({ username: victim.username, pixKey: 'pix-vitima' });
  });

  it('refuses a username taken by someone else, whatever the case', async () => {
    await createUser(t.db, { username: 'Campeao' });
    const me = await signedInUser(t);
    const res = await patch(me.cookie, { username: 'CAMPEAO' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PROFILE_USERNAME_TAKEN',
      title: 'Erro ao salvar',
      message: 'Este nome de lutador já está em uso.',
    });
    // Changing only the case of one's own name is fine.
    const own = await patch(me.cookie, { username: me.username.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it('accepts only the caller’s own uploaded picture and updates battle rows', async () => {
    const me = await signedInUser(t);
    const other = await createUser(t.db);
    const battle = await createBattle(t.db);
    await addParticipant(t.db, battle.id, { id: me.id });

    for (const url of [picture(other.id), 'https://evil.example/x.png', 'javascript:alert(1)']) {
      const res = await patch(me.cookie, { profilePictureUrl: url });
      expect(res.statusCode, url).toBe(400);
    }
    const ok = await patch(me.cookie, { profilePictureUrl: picture(me.id), username: 'ComFoto' });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(battleParticipants).where(eq(battleParticipants.userId, me.id));
    expect(row).toMatchObject({ username: 'ComFoto', avatarUrl: picture(me.id) });

    const cleared = await patch(me.cookie, { profilePictureUrl: null });
    expect(cleared.json().profile.profilePictureUrl).toBeNull();
  });

  it('validates fields with clear messages', async () => {
    const me = await signedInUser(t);
    const blank = await patch(me.cookie, { username: '   ' });
    expect(blank.statusCode).toBe(400);
    const badInsta = await patch(me.cookie, { instagramHandle: 'não vale!' });
    expect(badInsta.statusCode).toBe(400);
  });
});

describe('statistics and achievements from real battles', () => {
  let fighter: SignedInUser;
  beforeAll(async () => {
    fighter = await signedInUser(t, { username: `Historico${Date.now()}`, instagramHandle: 'historico' });
    const rival = await createUser(t.db);
    const now = Date.now();
    const finished = async (
      endOffset: number,
      mine: number,
      theirs: number,
      status: 'finished' | 'active',
    ) => {
      const b = await createBattle(t.db, {
        status,
        startTime: new Date(now + endOffset - DAY),
        endTime: new Date(now + endOffset),
      });
      await addParticipant(t.db, b.id, { id: fighter.id }, { votesCount: mine });
      await addParticipant(t.db, b.id, { id: rival.id }, { votesCount: theirs });
    };
    await finished(-5 * DAY, 5, 2, 'finished'); // win
    await finished(-4 * DAY, 3, 3, 'finished'); // tie: co-winner
    await finished(-3 * DAY, 0, 1, 'finished'); // loss
    await finished(-HOUR, 4, 1, 'active'); // ended an hour ago, not yet stored as finished: win
    const running = await createBattle(t.db);
    await addParticipant(t.db, running.id, { id: fighter.id }, { votesCount: 7 });
  });

  it('counts battles, wins and votes, and unlocks the matching badges', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: fighter.cookie },
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json().profile;
    expect(profile.stats).toMatchObject({ battlesJoined: 5, battlesWon: 3, votesReceived: 19 });
    const unlocked = Object.fromEntries(
      profile.achievements.map((a: { id: string; unlocked: boolean }) => [a.id, a.unlocked]),
    );
    expect(unlocked).toEqual({
      beta_member: true,
      battles_5: true,
      battle_winner: true,
      battles_10: false,
      win_streak_2: true,
      win_streak_10: false,
      // A fighter who never voted: the fans' badges stay locked.
      first_vote: false,
      votes_50: false,
      supporter_10: false,
      champion_backer: false,
      champion_backer_5: false,
      vote_days_7: false,
    });
    const ten = profile.achievements.find((a: { id: string }) => a.id === 'battles_10');
    expect(ten.progress).toEqual({ current: 5, target: 10 });
  });

  it('shows the public page without e-mail, PIX key or id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/profiles/${fighter.username.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).not.toContain(fighter.email);
    expect(body).not.toContain(fighter.id);
    const profile = res.json().profile;
    expect(profile).not.toHaveProperty('pixKey');
    expect(profile).not.toHaveProperty('email');
    expect(profile).toMatchObject({ username: fighter.username, instagramHandle: 'historico' });
    expect(profile.stats.battlesWon).toBe(3);
    expect(profile.battles).toHaveLength(5);
  });

  it('answers 404 for unknown and banned users', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/profiles/ninguem-aqui' });
    expect(missing.statusCode).toBe(404);
    const banned = await createUser(t.db, { ban: { reason: 'x', expiresAt: null } });
    const res = await t.app.inject({ method: 'GET', url: `/api/profiles/${banned.username}` });
    expect(res.statusCode).toBe(404);
  });

  it('serves every username, including one that reads like a route', async () => {
    const recent = await createUser(t.db, { username: 'recent' });
    const res = await t.app.inject({ method: 'GET', url: '/api/profiles/recent' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.username).toBe(recent.username);
  });

  it('lists recent participants other than the viewer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/recent-profiles',
      headers: { cookie: fighter.cookie },
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().profiles.map((p: { username: string }) => p.username);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(fighter.username);
    const guest = await t.app.inject({ method: 'GET', url: '/api/recent-profiles' });
    expect(guest.json().profiles.map((p: { username: string }) => p.username)).toContain(fighter.username);
    expect(guest.body).not.toContain('@test.yod');
  });
});
