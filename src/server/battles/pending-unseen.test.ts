import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

// A battle awaiting approval does not exist for anyone who may not see it: every public route
// answers it exactly as it answers a battle that was never made, so no status, code or wording
// tells the two apart.
describe('a battle awaiting approval, to fans and visitors', () => {
  const routes: [
    method: 'GET' | 'POST',
    path: (battle: string) => string,
    body?: (fighter: string) => object,
  ][] = [
    ['GET', (b) => `/api/battles/${b}`],
    ['POST', (b) => `/api/battles/${b}/join`, () => ({})],
    ['POST', (b) => `/api/battles/${b}/leave`, () => ({})],
    ['POST', (b) => `/api/battles/${b}/votes`, (f) => ({ participantUserId: f })],
    ['POST', (b) => `/api/battles/${b}/guest-votes`, (f) => ({ participantUserId: f })],
    ['GET', (b) => `/api/battles/${b}/guest-vote`],
    ['GET', (b) => `/api/battles/${b}/live`],
    ['GET', (b) => `/battle/${b}`],
    ['GET', (b) => `/og/battle/${b}.png`],
  ];

  it('answers every route as for a battle that does not exist, by id and by slug', async () => {
    const pending = await createBattle(t.db, {
      status: 'pending',
      slug: `pendente-${Date.now().toString(36)}`,
    });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, pending.id, fighter);
    const fan = await signedInUser(t, { balance: 5 });
    const host = new URL(t.config.PUBLIC_URL).host;

    const call = async (method: 'GET' | 'POST', url: string, body: object | undefined, cookie?: string) => {
      const res = await t.app.inject({
        method,
        url,
        remoteAddress: '10.90.0.1',
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(method === 'POST' ? { origin: t.config.PUBLIC_URL, host } : {}),
        },
        ...(body ? { payload: body } : {}),
      });
      const type = String(res.headers['content-type'] ?? '');
      const code = type.includes('json')
        ? (res.json() as { error?: { code?: string } }).error?.code
        : undefined;
      return { status: res.statusCode, code };
    };

    for (const [method, path, body] of routes) {
      for (const cookie of [undefined, fan.cookie]) {
        for (const identifier of [pending.id, pending.slug!]) {
          const who = cookie ? 'fan' : 'visitor';
          const unknownId = identifier === pending.id ? 'b_nao_existe_123' : 'batalha-que-nao-existe';
          const seen = await call(method, path(identifier), body?.(fighter.id), cookie);
          const unknown = await call(method, path(unknownId), body?.(fighter.id), cookie);
          expect(seen, `${method} ${path(identifier)} as ${who}`).toEqual(unknown);
        }
      }
    }
  });
});
