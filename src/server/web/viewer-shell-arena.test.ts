import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

// docs/decisions/0033-arena-and-profile-shells.md: a fan's arena and own profile are shells shared
// by every fan (the arena's kept per arena state), each answer completed with that fan alone.

let t: TestApp;
withTestApp({ pages: true, readCache: { ttlMs: 60_000 } }, (app) => {
  t = app;
});

const page = (url: string, viewer?: SignedInUser) =>
  t.app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

type SentQuery = { queryKey: unknown[]; state: { data: unknown } };
function viewerQueries(body: string): SentQuery[] | null {
  const json = /<script type="application\/json" id="viewer-queries">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return json ? JSON.parse(json).queries : null;
}

type Card = { id: string; isCurrentUserParticipant: boolean };
/** The fan's own first page of the arena, when their answer carries one. */
function sentCards(body: string): Card[] | null {
  const list = viewerQueries(body)?.find((q) => q.queryKey[0] === 'battles');
  return list ? (list.state.data as { pages: { battles: Card[] }[] }).pages[0]!.battles : null;
}

/** The fan's answer: their header, their session, nothing of `other`. */
function expectOwn(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  me: SignedInUser,
  other: SignedInUser,
) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.body).toContain(`Menu do usuário ${me.username}`);
  // (A fan may be on a card as a fighter, name and id: public. Their menu and e-mail never.)
  expect(res.body).not.toContain(`Menu do usuário ${other.username}`);
  expect(res.body).not.toContain(other.email);
  const session = viewerQueries(res.body)?.find((q) => q.queryKey[0] === 'me')?.state.data as {
    user: { id: string; balance: number };
  };
  expect(session.user.id).toBe(me.id);
  // Their balance (the day's grant included) in their header.
  expect(res.body).toContain(`aria-label="${session.user.balance} YodCoins: abrir carteira"`);
}

describe("a fan's arena from the shared shell", () => {
  it("is one shell for every fan: each sees their own header and seats, never another's", async () => {
    const open = await createBattle(t.db, { title: `Arena aberta ${Date.now().toString(36)}` });
    const running = await createBattle(t.db, {
      title: `Arena ao vivo ${Date.now().toString(36)}`,
      status: 'active',
    });
    const ana = await signedInUser(t, { balance: 3 });
    const bia = await signedInUser(t, { balance: 7 });
    await addParticipant(t.db, running.id, ana);
    const asAna = await page('/arena', ana);
    const asBia = await page('/arena', bia);
    expectOwn(asAna, ana, bia);
    expectOwn(asBia, bia, ana);
    // One render of the shell served both.
    expect(nonceOf(asAna.headers['content-security-policy'])).toBe(
      nonceOf(asBia.headers['content-security-policy']),
    );
    for (const res of [asAna, asBia]) {
      expect(res.body).toContain(open.title);
      expect(res.body).toContain(running.title);
      // The seats and join buttons are the browser's: neither fan's in the shell.
      expect(res.body).not.toContain('data-testid="card-participating"');
      expect(res.body).not.toContain('data-testid="join-button"');
      expect(res.body).not.toContain('para participar desta batalha');
    }
    // Ana takes part in one of its battles: her first page comes with her mark on it.
    const anas = sentCards(asAna.body);
    expect(anas?.find((card) => card.id === running.id)?.isCurrentUserParticipant).toBe(true);
    expect(anas?.filter((card) => card.isCurrentUserParticipant)).toHaveLength(1);
    // Bia takes part in none: the shell's own copy (nobody's seat) is hers already.
    expect(sentCards(asBia.body)).toBeNull();
  });

  it('shows a write that changes the arena: a join drops the shell', async () => {
    const battle = await createBattle(t.db, { title: `Arena entrada ${Date.now().toString(36)}` });
    const fan = await signedInUser(t, { balance: 5, pixKey: 'fa@example.com' });
    const other = await signedInUser(t);
    const before = await page('/arena', other);
    expect(before.body).toMatch(
      new RegExp(`data-battle-id="${battle.id}"[\\s\\S]*?participants-count">0<!-- -->/`),
    );
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/join`,
      headers: { cookie: fan.cookie, origin: t.app.deps.config.PUBLIC_URL },
    });
    expect(join.statusCode, join.body).toBe(201);
    const after = await page('/arena', other);
    expect(nonceOf(after.headers['content-security-policy'])).not.toBe(
      nonceOf(before.headers['content-security-policy']),
    );
    expect(after.body).toMatch(
      new RegExp(`data-battle-id="${battle.id}"[\\s\\S]*?participants-count">1<!-- -->/`),
    );
    expect(sentCards(after.body)).toBeNull();
    const joined = sentCards((await page('/arena', fan)).body);
    expect(joined?.find((card) => card.id === battle.id)?.isCurrentUserParticipant).toBe(true);
  });

  it("renders 'my battles' whole, for the fan alone", async () => {
    const battle = await createBattle(t.db, { title: `Minha arena ${Date.now().toString(36)}` });
    const fan = await signedInUser(t);
    await addParticipant(t.db, battle.id, fan);
    const res = await page('/arena?filter=my_battles', fan);
    expect(res.statusCode).toBe(200);
    expect(viewerQueries(res.body)).toBeNull();
    expect(res.body).toContain(battle.title);
    expect(res.body).toContain('data-testid="card-participating"');
  });

  it('is not for staff nor for a visitor: their arenas render whole', async () => {
    await createBattle(t.db, { status: 'active' });
    const moderator = await signedInUser(t, { role: 'moderator' });
    const staff = await page('/arena', moderator);
    expect(staff.statusCode).toBe(200);
    expect(viewerQueries(staff.body)).toBeNull();
    expect(staff.body).toContain(`Menu do usuário ${moderator.username}`);
    const visitor = await page('/arena');
    expect(viewerQueries(visitor.body)).toBeNull();
    expect(visitor.body).toContain('data-testid="join-button"');
  });
});

describe("a fan's own profile from the shared shell", () => {
  it('is one shell for every fan, each with their own header and session', async () => {
    const fighter = await createUser(t.db);
    const battle = await createBattle(t.db, { status: 'active' });
    await addParticipant(t.db, battle.id, fighter);
    const ana = await signedInUser(t, { balance: 2 });
    const bia = await signedInUser(t, { balance: 9 });
    const asAna = await page('/profile', ana);
    const asBia = await page('/profile', bia);
    expectOwn(asAna, ana, bia);
    expectOwn(asBia, bia, ana);
    expect(nonceOf(asAna.headers['content-security-policy'])).toBe(
      nonceOf(asBia.headers['content-security-policy']),
    );
    // The page's frame is there (the profile itself loads in the browser, as before).
    for (const res of [asAna, asBia]) expect(res.body).toContain('Outros perfis');
  });

  it('still sends a visitor to sign in, and renders staff whole', async () => {
    const visitor = await page('/profile');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login?from=%2Fprofile');
    const moderator = await signedInUser(t, { role: 'moderator' });
    const staff = await page('/profile', moderator);
    expect(staff.statusCode).toBe(200);
    expect(viewerQueries(staff.body)).toBeNull();
    expect(staff.body).toContain(`Menu do usuário ${moderator.username}`);
  });
});
