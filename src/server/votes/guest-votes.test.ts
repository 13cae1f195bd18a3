import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { guestVotes, platformSettings } from '#server/db/schema.ts';
import { readVoteTotals, voteTotalKey } from '#server/db/vote-totals.ts';
import { createTestApp, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const LIMIT_TEXT = 'Você atingiu o limite de votos anônimos. Tente novamente mais tarde.';
const CHALLENGE_TEXT =
  'Verificação de segurança inválida ou expirada. Recarregue a página e tente novamente.';

/** What the altcha widget does in the browser: fetch a challenge, solve it, encode the payload. */
async function solvedPayload(on: TestApp = t): Promise<string> {
  const res = await on.app.inject({ method: 'GET', url: '/api/guest-votes/challenge' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const guestVote = (
  battleId: string,
  participantUserId: string,
  altcha: string | undefined,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/guest-votes`,
    remoteAddress,
    headers,
    payload: altcha === undefined ? { participantUserId } : { participantUserId, altcha },
  });

async function openBattle() {
  const battle = await createBattle(t.db);
  const fighter = await createUser(t.db);
  await addParticipant(t.db, battle.id, fighter);
  return { battle, fighter };
}

const votesOf = async (battleId: string, userId: string) =>
  (await readVoteTotals(t.db, [{ battleId, participantUserId: userId }])).get(
    voteTotalKey({ battleId, participantUserId: userId }),
  );

describe('guest vote', () => {
  it('counts one vote per IP per 24 h; a second, even with a forged X-Forwarded-For, gets 429', async () => {
    const { battle, fighter } = await openBattle();
    const first = await guestVote(battle.id, fighter.id, await solvedPayload(), '203.0.113.7');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ participantUserId: fighter.id, votesCount: 1 });

    const second = await guestVote(battle.id, fighter.id, await solvedPayload(), '203.0.113.7');
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe(LIMIT_TEXT);
    const forged = await guestVote(battle.id, fighter.id, await solvedPayload(), '203.0.113.7', {
      'x-forwarded-for': '198.51.100.99',
    });
    expect(forged.statusCode).toBe(429);
    expect(forged.json().error.message).toBe(LIMIT_TEXT);
    expect(await votesOf(battle.id, fighter.id)).toBe(1);

    const rows = await t.db.select().from(guestVotes).where(eq(guestVotes.battleEventId, battle.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.ipHash).not.toContain('203.0.113.7');
  });

  it('refuses a vote without, with a tampered, or with a reused challenge', async () => {
    const { battle, fighter } = await openBattle();
    const missing = await guestVote(battle.id, fighter.id, undefined, '203.0.113.20');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(CHALLENGE_TEXT);
    const garbage = await guestVote(battle.id, fighter.id, 'bm90LWpzb24=', '203.0.113.21');
    expect(garbage.statusCode).toBe(400);

    const payload = await solvedPayload();
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    decoded.solution.derivedKey = '00'.repeat(32);
    const wrong = await guestVote(
      battle.id,
      fighter.id,
      Buffer.from(JSON.stringify(decoded)).toString('base64'),
      '203.0.113.22',
    );
    expect(wrong.statusCode).toBe(400);
    const unsigned = { ...decoded, challenge: { ...decoded.challenge, signature: 'ab'.repeat(32) } };
    const forgedSig = await guestVote(
      battle.id,
      fighter.id,
      Buffer.from(JSON.stringify(unsigned)).toString('base64'),
      '203.0.113.23',
    );
    expect(forgedSig.statusCode).toBe(400);

    expect((await guestVote(battle.id, fighter.id, payload, '203.0.113.24')).statusCode).toBe(200);
    const reused = await guestVote(battle.id, fighter.id, payload, '203.0.113.25');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(CHALLENGE_TEXT);
    expect(await votesOf(battle.id, fighter.id)).toBe(1);
  });

  it('lets only one of several concurrent guest votes from one IP through', async () => {
    const { battle, fighter } = await openBattle();
    const payloads = await Promise.all(Array.from({ length: 5 }, () => solvedPayload()));
    const results = await Promise.all(
      payloads.map((p) => guestVote(battle.id, fighter.id, p, '203.0.113.40')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await votesOf(battle.id, fighter.id)).toBe(1);
  });

  it('refuses closed battles and outsiders, and every guest vote when the setting is 0', async () => {
    const finished = await createBattle(t.db, { status: 'finished' });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, finished.id, fighter);
    const closed = await guestVote(finished.id, fighter.id, await solvedPayload(), '203.0.113.50');
    expect(closed.json().error.message).toBe('Esta batalha não está aberta para votação.');
    const { battle } = await openBattle();
    const outsider = await guestVote(battle.id, fighter.id, await solvedPayload(), '203.0.113.51');
    expect(outsider.statusCode).toBe(422);

    await t.db.update(platformSettings).set({ guestVotesPerWindow: 0 });
    try {
      const off = await guestVote(battle.id, fighter.id, await solvedPayload(), '203.0.113.52');
      expect(off.statusCode).toBe(429);
    } finally {
      await t.db.update(platformSettings).set({ guestVotesPerWindow: 1 });
    }
  });
});

describe('guest vote by a signed-in user', () => {
  it('is refused with 403 before it spends the challenge or the IP slot', async () => {
    const { battle, fighter } = await openBattle();
    const fan = await createUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fan.email, password: fan.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const altcha = await solvedPayload();

    const refused = await guestVote(battle.id, fighter.id, altcha, '203.0.113.60', { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ANON_VOTE_SIGNED_IN',
      message: 'Você está logado: o voto anônimo é só para visitantes. Use suas YodCoins para votar.',
    });
    expect(await votesOf(battle.id, fighter.id)).toBe(0);
    expect(await t.db.select().from(guestVotes).where(eq(guestVotes.battleEventId, battle.id))).toEqual([]);

    // The same challenge and IP still work for a visitor: the refusal consumed neither.
    const guest = await guestVote(battle.id, fighter.id, altcha, '203.0.113.60');
    expect(guest.statusCode).toBe(200);
    expect(await votesOf(battle.id, fighter.id)).toBe(1);
  });
});

describe('guest vote behind a proxy that appends the client address to X-Forwarded-For', () => {
  const PROXY = '10.0.0.2';

  /** A vote as the proxy forwards it: the socket is the proxy, the header ends with the real client. */
  async function viaProxy(on: TestApp, battleId: string, participantUserId: string, forwardedFor: string) {
    return on.app.inject({
      method: 'POST',
      url: `/api/battles/${battleId}/guest-votes`,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { participantUserId, altcha: await solvedPayload(on) },
    });
  }

  async function openBattleOn(on: TestApp) {
    const battle = await createBattle(on.db);
    const fighter = await createUser(on.db);
    await addParticipant(on.db, battle.id, fighter);
    return { battle, fighter };
  }

  const cases: [string, Config['TRUST_PROXY']][] = [
    ['TRUST_PROXY=1 (one hop)', 1],
    [`TRUST_PROXY=${PROXY} (the proxy's address)`, [PROXY]],
  ];
  for (const [name, trustProxy] of cases) {
    it(`${name}: limits by the real address, whatever the client forges to its left`, async () => {
      const proxied = await createTestApp({ config: { TRUST_PROXY: trustProxy } });
      try {
        const { battle, fighter } = await openBattleOn(proxied);
        const first = await viaProxy(proxied, battle.id, fighter.id, '198.51.100.1, 203.0.113.90');
        expect(first.statusCode).toBe(200);
        const forged = await viaProxy(proxied, battle.id, fighter.id, '198.51.100.2, 203.0.113.90');
        expect(forged.statusCode).toBe(429);
        expect(forged.json().error.message).toBe(LIMIT_TEXT);
        // Another real client behind the same proxy is not the proxy's address: it votes.
        const other = await viaProxy(proxied, battle.id, fighter.id, '198.51.100.1, 203.0.113.91');
        expect(other.statusCode).toBe(200);
        const rows = await proxied.db
          .select()
          .from(guestVotes)
          .where(eq(guestVotes.battleEventId, battle.id));
        expect(rows).toHaveLength(2);
      } finally {
        await proxied.close();
      }
    });
  }

  it('reads a forwarded address with a port as that address, and refuses one that is no address', async () => {
    const proxied = await createTestApp({ config: { TRUST_PROXY: 1 } });
    try {
      const { battle, fighter } = await openBattleOn(proxied);
      expect((await viaProxy(proxied, battle.id, fighter.id, '203.0.113.60:40001')).statusCode).toBe(200);
      // The same client from another source port, or spelled with brackets, is the same visitor.
      for (const spelled of ['203.0.113.60:40002', '203.0.113.60', ' 203.0.113.60:1 ']) {
        const again = await viaProxy(proxied, battle.id, fighter.id, spelled);
        expect(again.statusCode, spelled).toBe(429);
      }
      const v6 = await viaProxy(proxied, battle.id, fighter.id, '[2001:db8:7::1]:443');
      expect(v6.statusCode).toBe(200);
      expect((await viaProxy(proxied, battle.id, fighter.id, '2001:db8:7::2')).statusCode).toBe(429);
      for (const junk of ['unknown', 'x1', '999.1.1.1', '_hidden', 'evil.example:80']) {
        const res = await viaProxy(proxied, battle.id, fighter.id, junk);
        expect(res.statusCode, junk).toBe(400);
        expect(res.json().error.code, junk).toBe('MALFORMED_REQUEST');
      }
      const rows = await proxied.db.select().from(guestVotes).where(eq(guestVotes.battleEventId, battle.id));
      expect(rows).toHaveLength(2);
    } finally {
      await proxied.close();
    }
  });

  it('with a list of proxies, a client reaching the app directly cannot pick its address', async () => {
    const proxied = await createTestApp({ config: { TRUST_PROXY: [PROXY] } });
    try {
      const { battle, fighter } = await openBattleOn(proxied);
      const direct = (forwardedFor: string) =>
        solvedPayload(proxied).then((altcha) =>
          proxied.app.inject({
            method: 'POST',
            url: `/api/battles/${battle.id}/guest-votes`,
            remoteAddress: '203.0.113.100',
            headers: { 'x-forwarded-for': forwardedFor },
            payload: { participantUserId: fighter.id, altcha },
          }),
        );
      expect((await direct('198.51.100.10')).statusCode).toBe(200);
      expect((await direct('198.51.100.11')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('guest vote per network (GUEST_IPV6_PREFIX)', () => {
  const PROXY = '10.0.0.2';

  /** As a proxy that appends the client address forwards it, with TRUST_PROXY=1. */
  async function fromClient(on: TestApp, battleId: string, participantUserId: string, client: string) {
    return on.app.inject({
      method: 'POST',
      url: `/api/battles/${battleId}/guest-votes`,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
      payload: { participantUserId, altcha: await solvedPayload(on) },
    });
  }

  async function withProxiedApp(config: Partial<Config>, run: (on: TestApp) => Promise<void>) {
    const on = await createTestApp({ config: { TRUST_PROXY: 1, ...config } });
    try {
      await run(on);
    } finally {
      await on.close();
    }
  }

  async function battleOn(on: TestApp) {
    const battle = await createBattle(on.db);
    const fighter = await createUser(on.db);
    await addParticipant(on.db, battle.id, fighter);
    return { battle, fighter };
  }

  const guestRows = (on: TestApp, battleId: string) =>
    on.db.select().from(guestVotes).where(eq(guestVotes.battleEventId, battleId)).orderBy(asc(guestVotes.id));

  it('counts three addresses of one IPv6 /64 as one visitor: one vote', async () => {
    await withProxiedApp({}, async (on) => {
      const { battle, fighter } = await battleOn(on);
      const codes = [];
      for (const client of ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1:aaaa::3'])
        codes.push((await fromClient(on, battle.id, fighter.id, client)).statusCode);
      expect(codes).toEqual([200, 429, 429]);
      // The next /64 is another household.
      expect((await fromClient(on, battle.id, fighter.id, '2001:db8:1:2::1')).statusCode).toBe(200);
      const rows = await guestRows(on, battle.id);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.ipHash))).toBe(true);
      expect(new Set(rows.map((r) => r.ipHash)).size).toBe(2);
    });
  });

  it('keeps the wider network (/48, /24) of each guest vote hashed, for the vote review', async () => {
    await withProxiedApp({}, async (on) => {
      const { battle, fighter } = await battleOn(on);
      for (const client of [
        '2001:db8:1:1::1',
        '2001:db8:1:2::1',
        '2001:db8:2:1::1',
        '203.0.113.7',
        '203.0.113.8',
      ])
        expect((await fromClient(on, battle.id, fighter.id, client)).statusCode).toBe(200);
      const wide = (await guestRows(on, battle.id)).map((r) => r.wideNetworkHash);
      expect(wide.every((h) => h !== null && /^[0-9a-f]{64}$/.test(h))).toBe(true);
      // Two /64s of one /48 share it; another /48 does not; two IPv4 clients of one /24 share theirs.
      expect(wide[0]).toBe(wide[1]);
      expect(wide[2]).not.toBe(wide[0]);
      expect(wide[3]).toBe(wide[4]);
      expect(wide[3]).not.toBe(wide[0]);
    });
  });

  it('still gives two IPv4 clients one vote each', async () => {
    await withProxiedApp({}, async (on) => {
      const { battle, fighter } = await battleOn(on);
      expect((await fromClient(on, battle.id, fighter.id, '203.0.113.7')).statusCode).toBe(200);
      expect((await fromClient(on, battle.id, fighter.id, '203.0.113.8')).statusCode).toBe(200);
      expect(await guestRows(on, battle.id)).toHaveLength(2);
    });
  });

  it('takes an IPv4-mapped IPv6 address for its IPv4 address', async () => {
    await withProxiedApp({}, async (on) => {
      const { battle, fighter } = await battleOn(on);
      expect((await fromClient(on, battle.id, fighter.id, '::ffff:203.0.113.7')).statusCode).toBe(200);
      const again = await fromClient(on, battle.id, fighter.id, '203.0.113.7');
      expect(again.statusCode).toBe(429);
      expect(again.json().error.message).toBe(LIMIT_TEXT);
    });
  });

  it('follows the configured prefix: /128 counts single addresses, /48 a whole site', async () => {
    await withProxiedApp({ GUEST_IPV6_PREFIX: 128 }, async (on) => {
      const { battle, fighter } = await battleOn(on);
      expect((await fromClient(on, battle.id, fighter.id, '2001:db8:1:1::1')).statusCode).toBe(200);
      expect((await fromClient(on, battle.id, fighter.id, '2001:db8:1:1::2')).statusCode).toBe(200);
    });
    await withProxiedApp({ GUEST_IPV6_PREFIX: 48 }, async (on) => {
      const { battle, fighter } = await battleOn(on);
      expect((await fromClient(on, battle.id, fighter.id, '2001:db8:1:1::1')).statusCode).toBe(200);
      expect((await fromClient(on, battle.id, fighter.id, '2001:db8:1:ff::1')).statusCode).toBe(429);
    });
  });
});
