import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { GUEST_VOTE_WINDOW_MS } from '#domain/money/yodcoins.ts';
import { saoPauloDayKey } from '#domain/text/format.ts';
import { MIN_VOTE_GAP_MS } from '#domain/votes/vote-limits.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { platformSettings } from '#server/db/schema.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

// The app's clock runs `shift` ms ahead of real time, so a test can step past the 5 s gap.
let shift = 0;
let t: TestApp;
withTestApp({ clock: () => new Date(Date.now() + shift) }, (app) => {
  t = app;
});

async function battleWith(fighters: number) {
  const battle = await createBattle(t.db);
  const users = [];
  for (let i = 0; i < fighters; i++) {
    const u = await createUser(t.db);
    await addParticipant(t.db, battle.id, u);
    users.push(u);
  }
  return { battle, fighters: users };
}

const detail = async (id: string, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/battles/${id}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().battle;
};

describe("a signed-in fan's standing on the battle page", () => {
  it('shows who they voted for, their coins left and when they may vote again', async () => {
    const { battle, fighters } = await battleWith(3);
    const fan = await signedInUser(t, { balance: 4, dailyClaimedDay: saoPauloDayKey(new Date()) });
    const before = (await detail(battle.id, fan.cookie)).viewer;
    expect(before).toMatchObject({ votedParticipantUserIds: [], balance: 4, nextVoteAt: null });

    const votedAt = Date.now() + shift;
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: fan.cookie },
      payload: { participantUserId: fighters[1]!.id },
    });
    expect(vote.statusCode).toBe(200);
    const after = (await detail(battle.slug!, fan.cookie)).viewer;
    expect(after.votedParticipantUserIds).toEqual([fighters[1]!.id]);
    expect(after.balance).toBe(3);
    const next = Date.parse(after.nextVoteAt);
    expect(next).toBeGreaterThanOrEqual(votedAt + MIN_VOTE_GAP_MS);
    expect(next).toBeLessThan(votedAt + MIN_VOTE_GAP_MS + 2_000);

    // The countdown's end is the server's: a vote before it is refused, one after it passes.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: fan.cookie },
      payload: { participantUserId: fighters[2]!.id },
    });
    expect(early.json().error.code).toBe('VOTE_TOO_SOON');
    shift += MIN_VOTE_GAP_MS + 1_000;
    expect((await detail(battle.id, fan.cookie)).viewer.nextVoteAt).toBeNull();
    const later = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: fan.cookie },
      payload: { participantUserId: fighters[2]!.id },
    });
    expect(later.statusCode).toBe(200);
    const last = (await detail(battle.id, fan.cookie)).viewer;
    expect([...last.votedParticipantUserIds].sort()).toEqual([fighters[1]!.id, fighters[2]!.id].sort());
    expect(last.balance).toBe(2);
  });

  it('tells a visitor nothing personal', async () => {
    const { battle } = await battleWith(1);
    expect((await detail(battle.id)).viewer).toEqual({
      isParticipant: false,
      isDisqualified: false,
      selfParticipantUserId: null,
      votedParticipantUserIds: [],
      balance: null,
      nextVoteAt: null,
    });
  });
});

async function solvedPayload(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/guest-votes/challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const guestStatus = (battleId: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/battles/${battleId}/guest-vote`,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const guestVote = async (battleId: string, participantUserId: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/guest-votes`,
    remoteAddress,
    payload: { participantUserId, altcha: await solvedPayload() },
  });

describe('a guest asking before the proof of work', () => {
  it("answers from the same network identity as the vote's limit, for every battle", async () => {
    const { battle, fighters } = await battleWith(2);
    const { battle: other, fighters: otherFighters } = await battleWith(1);
    const ip = '198.51.100.70';
    const fresh = await guestStatus(battle.id, ip);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json()).toEqual({ available: true, availableAt: null, votedParticipantUserIds: [] });

    const votedAt = Date.now() + shift;
    expect((await guestVote(battle.id, fighters[0]!.id, ip)).statusCode).toBe(200);
    const used = (await guestStatus(battle.slug!, ip)).json();
    expect(used.available).toBe(false);
    expect(used.votedParticipantUserIds).toEqual([fighters[0]!.id]);
    const back = Date.parse(used.availableAt);
    expect(back).toBeGreaterThanOrEqual(votedAt + GUEST_VOTE_WINDOW_MS - 1_000);
    expect(back).toBeLessThan(votedAt + GUEST_VOTE_WINDOW_MS + 2_000);
    // The limit is per network across battles: another battle says so too, with nothing voted there.
    expect((await guestStatus(other.id, ip)).json()).toEqual({
      available: false,
      availableAt: used.availableAt,
      votedParticipantUserIds: [],
    });
    // And the vote it predicts is indeed refused.
    expect((await guestVote(other.id, otherFighters[0]!.id, ip)).statusCode).toBe(429);
    // Another network is free; a forged X-Forwarded-For does not change the identity.
    expect((await guestStatus(battle.id, '198.51.100.71')).json().available).toBe(true);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/battles/${battle.id}/guest-vote`,
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '198.51.100.72' },
    });
    expect(forged.json().available).toBe(false);

    // A day later the window has moved on.
    shift += GUEST_VOTE_WINDOW_MS + 1_000;
    try {
      expect((await guestStatus(battle.id, ip)).json()).toEqual({
        available: true,
        availableAt: null,
        votedParticipantUserIds: [],
      });
    } finally {
      shift -= GUEST_VOTE_WINDOW_MS + 1_000;
    }
  });

  it('follows the setting, refuses signed-in visitors and unknown battles', async () => {
    const { battle, fighters } = await battleWith(1);
    const ip = '198.51.100.80';
    await t.db.update(platformSettings).set({ guestVotesPerWindow: 2 });
    try {
      expect((await guestVote(battle.id, fighters[0]!.id, ip)).statusCode).toBe(200);
      expect((await guestStatus(battle.id, ip)).json().available).toBe(true);
      await t.db.update(platformSettings).set({ guestVotesPerWindow: 0 });
      expect((await guestStatus(battle.id, '198.51.100.81')).json()).toEqual({
        available: false,
        availableAt: null,
        votedParticipantUserIds: [],
      });
    } finally {
      await t.db.update(platformSettings).set({ guestVotesPerWindow: 1 });
    }
    const fan = await signedInUser(t);
    expect((await guestStatus(battle.id, '198.51.100.82', fan.cookie)).json().available).toBe(false);
    expect((await guestStatus('nao-existe-mesmo', ip)).statusCode).toBe(404);
  });
});
