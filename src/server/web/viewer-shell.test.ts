import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import {
  createTestApp,
  type SignedInUser,
  signedInUser,
  type TestApp,
} from '#server/test-support/test-app.ts';
import { REACT_SHELL_TIME_SCRIPT } from './csp.ts';

// docs/decisions/0026-signed-in-page-shell.md: a fan's battle page is one shell per battle state,
// its viewer holes resumed per request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, readCache: { ttlMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, viewer?: SignedInUser) =>
  t.app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

/** The viewer's queries the server appended for the browser's first render. */
function viewerQueries(body: string): { queryKey: unknown[]; state: { data: unknown } }[] | null {
  const json = /<script type="application\/json" id="viewer-queries">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return json ? JSON.parse(json).queries : null;
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
    const ana = await signedInUser(t, { balance: 3 });
    const bia = await signedInUser(t, { balance: 7 });
    const asAna = await page(`/battle/${battle.slug}`, ana);
    const asBia = await page(`/battle/${battle.slug}`, bia);
    for (const [res, me, them] of [
      [asAna, ana, bia],
      [asBia, bia, ana],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(battle.title);
      expect(res.body).toContain(fighter.username);
      // Their holes: the header's menu, rendered for them.
      expect(res.body).toContain(`Menu do usuário ${me.username}`);
      expect(res.body).not.toContain(them.username);
      expect(res.body).not.toContain(them.email);
      const queries = viewerQueries(res.body);
      const session = queries?.find((q) => q.queryKey[0] === 'me')?.state.data as { user: { id: string } };
      expect(session.user.id).toBe(me.id);
    }
    // One render of the shell served both: it carries the nonce it was rendered with.
    expect(nonceOf(asAna.headers['content-security-policy'])).toBe(
      nonceOf(asBia.headers['content-security-policy']),
    );
  });

  it("puts the fan's parts in place on the server: a complete page, readable without JavaScript", async () => {
    const { battle } = await runningBattle();
    const fan = await signedInUser(t);
    await page(`/battle/${battle.slug}`, fan);
    const { body } = await page(`/battle/${battle.slug}`, fan);
    // No boundary left pending, nothing for React's reveal script to move.
    expect(body).not.toContain('<!--$?-->');
    expect(body).not.toContain('<div hidden id="S:');
    expect(body).not.toContain('$RC(');
    expect(body).toContain(`Menu do usuário ${fan.username}`);
    expect(body).toMatch(/aria-label="\d+ YodCoins?: abrir carteira"/);
    expect(body.match(/<\/body><\/html>/g)).toHaveLength(1);
    expect(body.endsWith('</body></html>')).toBe(true);
  });

  it("allows React's one inline script without a nonce by its hash in the CSP", async () => {
    const { battle } = await runningBattle();
    const fan = await signedInUser(t);
    const res = await page(`/battle/${battle.slug}`, fan);
    expect(res.body).toContain(`>${REACT_SHELL_TIME_SCRIPT}</script>`);
    const hash = createHash('sha256').update(REACT_SHELL_TIME_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // Every other inline script carries the nonce.
    const nonce = nonceOf(res.headers['content-security-policy']);
    const inline =
      res.body.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? [];
    for (const tag of inline) if (!tag.includes('id="_R_"')) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('follows the battle: a vote drops the shell, the next fan sees the new count', async () => {
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
    const after = await page(`/battle/${battle.slug}`, fan);
    expect(after.body).toContain(`data-testid="votes-${fighter.username}">1<`);
    expect(nonceOf(after.headers['content-security-policy'])).not.toBe(
      nonceOf(before.headers['content-security-policy']),
    );
    // Their own vote is in their holes.
    expect(after.body).toMatch(new RegExp(`data-testid="vote-${fighter.username}"[^>]*data-voted="true"`));
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
    expect(visitor.body).not.toContain('<div hidden id="S:');
  });

  it("leaves a client navigation's data to the fan's own read", async () => {
    const { battle } = await runningBattle();
    const fan = await signedInUser(t);
    await page(`/battle/${battle.slug}`, fan);
    const data = await page(`/battle/${battle.slug}.data`, fan);
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(fan.username);
  });

  it('answers an unknown battle with its 404 page, the fan in its header', async () => {
    const fan = await signedInUser(t);
    const res = await page('/battle/nao-existe-mesmo', fan);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(fan.username);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
