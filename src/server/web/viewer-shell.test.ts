import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { shellCounts } from './shell-counts.ts';

// docs/decisions/0027-viewer-parts-in-the-browser.md: a fan's battle page is one shell per battle
// state, its viewer parts left to the browser (the header's filled in by the server), the fan's
// own reads sent with it.

let t: TestApp;
withTestApp({ pages: true, readCache: { ttlMs: 60_000 } }, (app) => {
  t = app;
});

const page = (url: string, viewer?: SignedInUser) =>
  t.app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

/** The viewer's queries the server appended for the browser's first render. */
type SentQuery = { queryKey: unknown[]; state: { data: unknown } };
function viewerQueries(body: string): SentQuery[] | null {
  const json = /<script type="application\/json" id="viewer-queries">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return json ? JSON.parse(json).queries : null;
}

/** The same page for two new fans, one right after the other: each answer with its fan and the other. */
async function asTwoFans(url: string, balances: [number, number] = [3, 7]) {
  const ana = await signedInUser(t, { balance: balances[0] });
  const bia = await signedInUser(t, { balance: balances[1] });
  const asAna = await page(url, ana);
  const asBia = await page(url, bia);
  return [
    { res: asAna, me: ana, them: bia },
    { res: asBia, me: bia, them: ana },
  ] as const;
}

async function runningBattle() {
  const battle = await createBattle(t.db, { title: `Casca ${Date.now().toString(36)}`, status: 'active' });
  const fighter = await createUser(t.db);
  await addParticipant(t.db, battle.id, fighter);
  return { battle, fighter };
}

describe("a fan's battle page from the shared shell", () => {
  it('is one shell for every fan, each answer completed with that fan alone', async () => {
    const { battle, fighter } = await runningBattle();
    const answers = await asTwoFans(`/battle/${battle.slug}`);
    for (const { res, me, them } of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(battle.title);
      expect(res.body).toContain(fighter.username);
      // Their header, filled in for them.
      expect(res.body).toContain(`Menu do usuário ${me.username}`);
      expect(res.body).not.toContain(them.username);
      expect(res.body).not.toContain(them.email);
      const queries = viewerQueries(res.body);
      const session = queries?.find((q) => q.queryKey[0] === 'me')?.state.data as { user: { id: string } };
      expect(session.user.id).toBe(me.id);
    }
    // One render of the shell served both: it carries the nonce it was rendered with.
    expect(nonceOf(answers[0].res.headers['content-security-policy'])).toBe(
      nonceOf(answers[1].res.headers['content-security-policy']),
    );
  });

  it("fills in the fan's header on the server (readable without JavaScript) and leaves their buttons to the browser", async () => {
    const { battle, fighter } = await runningBattle();
    const fan = await signedInUser(t);
    const { body } = await page(`/battle/${battle.slug}`, fan);
    // Nothing pending, nothing for a reveal script to move.
    expect(body).not.toContain('<!--$?-->');
    expect(body).not.toContain('<div hidden id="S:');
    expect(body).not.toContain('$RC(');
    // The header: the fan's, in place, ids of its own (the browser renders it again).
    expect(body).toContain(`Menu do usuário ${fan.username}`);
    expect(body).toMatch(/aria-label="\d+ YodCoins?: abrir carteira"/);
    expect(body).not.toMatch(/<header[\s\S]*?>Entrar<[\s\S]*?<\/header>/);
    // The rows' buttons, the voter status and the card's buttons: the browser's, placeholders first.
    const left = body.match(/<!--\$!--><template data-dgst="viewer-hole"[^>]*><\/template>/g) ?? [];
    expect(left.length).toBeGreaterThanOrEqual(3);
    expect(body).not.toContain(`data-testid="vote-${fighter.username}"`);
    expect(body.match(/<\/body><\/html>/g)).toHaveLength(1);
    expect(body.endsWith('</body></html>')).toBe(true);
  });

  it('writes no inline script without the nonce', async () => {
    const { battle } = await runningBattle();
    const fan = await signedInUser(t);
    const res = await page(`/battle/${battle.slug}`, fan);
    const csp = String(res.headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts).not.toContain("'sha256-");
    expect(scripts).not.toContain("'unsafe-inline'");
    const nonce = nonceOf(csp);
    const inline =
      res.body.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? [];
    for (const tag of inline) if (!tag.includes('id="_R_"')) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("keeps the shell across votes, the voter's vote in their own reads; a rare event drops it", async () => {
    const { battle, fighter } = await runningBattle();
    const fan = await signedInUser(t, { balance: 5 });
    const before = await page(`/battle/${battle.slug}`, fan);
    expect(before.body).toContain(`data-testid="votes-${fighter.username}">0<`);
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: fan.cookie, origin: t.app.deps.config.PUBLIC_URL },
      payload: { participantUserId: fighter.id },
    });
    expect(vote.statusCode, vote.body).toBe(200);
    // A vote changes counts only: the shell stays (its count lags until the live stream's next
    // snapshot), and the fan's own reads say whom they voted for.
    const after = await page(`/battle/${battle.slug}`, fan);
    expect(nonceOf(after.headers['content-security-policy'])).toBe(
      nonceOf(before.headers['content-security-policy']),
    );
    const detail = viewerQueries(after.body)?.find((q) => q.queryKey[1] === 'detail')?.state.data as {
      battle: { viewer: { votedParticipantUserIds: string[] } };
    };
    expect(detail.battle.viewer.votedParticipantUserIds).toEqual([fighter.id]);
    // A rare event about the battle (a status change on any instance) drops it.
    await publishBattleUpdate(t.db, { type: 'status', battleId: battle.id, status: 'active' });
    const end = Date.now() + 5_000;
    let counted = '';
    while (!counted.includes(`data-testid="votes-${fighter.username}">1<`) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
      counted = (await page(`/battle/${battle.slug}`, fan)).body;
    }
    expect(counted).toContain(`data-testid="votes-${fighter.username}">1<`);
  });

  it('is not for staff nor for a visitor: their pages render whole, as before', async () => {
    const { battle } = await runningBattle();
    const moderator = await signedInUser(t, { role: 'moderator' });
    const staff = await page(`/battle/${battle.slug}`, moderator);
    expect(staff.statusCode).toBe(200);
    expect(viewerQueries(staff.body)).toBeNull();
    expect(staff.body).toContain(moderator.username);
    const visitor = await page(`/battle/${battle.slug}`);
    expect(viewerQueries(visitor.body)).toBeNull();
    expect(visitor.body).not.toContain('<!--$!-->');
  });

  it("leaves a client navigation's data to the fan's own read", async () => {
    const { battle } = await runningBattle();
    const fan = await signedInUser(t);
    await page(`/battle/${battle.slug}`, fan);
    const data = await page(`/battle/${battle.slug}.data`, fan);
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(fan.username);
  });

  it("serves a fighter's public profile from a shell too, each fan with their own header", async () => {
    const { fighter } = await runningBattle();
    const answers = await asTwoFans(`/u/${fighter.username}`);
    for (const { res, me, them } of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(fighter.username);
      expect(res.body).toContain(`Menu do usuário ${me.username}`);
      expect(res.body).not.toContain(them.username);
      expect(viewerQueries(res.body)?.some((q) => q.queryKey[0] === 'me')).toBe(true);
    }
    expect(nonceOf(answers[0].res.headers['content-security-policy'])).toBe(
      nonceOf(answers[1].res.headers['content-security-policy']),
    );
  });

  it('answers an unknown battle with its 404 page, the fan in its header', async () => {
    const fan = await signedInUser(t);
    const res = await page('/battle/nao-existe-mesmo', fan);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(fan.username);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe("the shells' counts for /metrics", () => {
  it('counts a render, then hits; a shell that cannot be filled in counts as a fill failure', async () => {
    const { battle } = await runningBattle();
    const url = `/battle/${battle.slug}`;
    const before = { ...shellCounts(t.app.deps) };
    await asTwoFans(url);
    const after = shellCounts(t.app.deps);
    expect(after.renders - before.renders).toBe(1);
    expect(after.hits - before.hits).toBe(1);

    // A kept shell whose React part is unusable: the fan gets the error page, counted.
    const other = (await runningBattle()).battle;
    // Signed in first: a sign-in is a write, and writes drop what the cache keeps.
    const fan = await signedInUser(t);
    await t.app.readCache.value(`page+shell /battle/${other.slug}`, async () => ({
      value: { kept: {}, status: 200, headers: [], nonce: '' },
      keep: { tag: { kind: 'list' }, bytes: 1 },
    }));
    const failures = shellCounts(t.app.deps).fillFailures;
    const res = await page(`/battle/${other.slug}`, fan);
    expect(res.statusCode).toBe(500);
    expect(shellCounts(t.app.deps).fillFailures).toBe(failures + 1);
    expect(shellCounts(t.app.deps).renderFailures).toBe(before.renderFailures);
  });
});
