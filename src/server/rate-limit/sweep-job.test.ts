import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { hit, peek } from './repository.ts';
import { rateLimitSweepJob } from './sweep-job.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const MINUTE = 60_000;

describe('rate-limit sweep job', () => {
  it('drops windows that ended over an hour ago and keeps the rest', async () => {
    const now = Date.now();
    await t.db.insert(rateLimits).values([
      { key: 'altcha:old', count: 1, resetAt: new Date(now - 120 * MINUTE) },
      { key: 'altcha:recent', count: 1, resetAt: new Date(now - 10 * MINUTE) },
      { key: 'login:ip:live', count: 3, resetAt: new Date(now + 10 * MINUTE) },
    ]);

    expect(await runJobOnce(t.app.deps, rateLimitSweepJob)).toBe(true);

    const left = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['altcha:old', 'altcha:recent', 'login:ip:live']));
    expect(left.map((r) => r.key).sort()).toEqual(['altcha:recent', 'login:ip:live']);
    expect(await peek(t.db, 'login:ip:live')).toBe(3);
    // A swept key starts a new window as if it had never been there.
    expect((await hit(t.db, 'altcha:old', MINUTE)).count).toBe(1);
  });
});
