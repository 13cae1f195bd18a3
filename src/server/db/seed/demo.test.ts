import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { queryRows } from '../query.ts';
import { DEMO_LOGINS, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.deps);
});
afterAll(async () => {
  await t.close();
});

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'yodarena' } });

describe('demo data', () => {
  it('lets every listed demo login in with its role, and refuses the banned one with the ban sentence', async () => {
    for (const { email } of DEMO_LOGINS) {
      const res = await login(email);
      if (email === 'banido@yod.test') {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toMatch(
          /^Sua conta está banida\. Motivo: .+\. O banimento é que expira em/,
        );
        continue;
      }
      expect(res.statusCode, email).toBe(200);
      const { user } = res.json();
      if (email === 'mestre@yod.test') expect([user.role, user.isMaster]).toEqual(['admin', true]);
      if (email === 'admin@yod.test') expect([user.role, user.isMaster]).toEqual(['admin', false]);
      if (email === 'moderador@yod.test') expect(user.role).toBe('moderator');
      if (email.startsWith('lutador')) expect(user.balance).toBeGreaterThan(0);
    }
  });

  it('records in the audit log the battle creations and the ban the seed performed', async () => {
    const rows = await queryRows<{ action: string; n: number }>(
      t.db,
      sql`SELECT action, count(*)::int AS n FROM audit_log GROUP BY action ORDER BY action`,
    );
    const [battles] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM battle_events`);
    const [bans] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM bans`);
    expect(rows).toEqual([
      { action: 'battle.create', n: battles?.n },
      { action: 'user.ban', n: bans?.n },
    ]);
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    const mismatched = await queryRows<{ user_id: string }>(
      t.db,
      sql`SELECT c.user_id FROM user_credits c
          LEFT JOIN (SELECT user_id, sum(amount)::int AS total FROM credit_transactions GROUP BY user_id) l
            ON l.user_id = c.user_id
          WHERE c.balance <> coalesce(l.total, 0)`,
    );
    expect(mismatched).toEqual([]);
  });
});
