// The admin suite's EXPLAIN (ANALYZE) of the SQL behind the admin lists and analytics, built by the
// compiled repositories in dist/ so it is the SQL the server sends.
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ClientBase, QueryResultRow } from 'pg';
import { saoPauloDayStart } from '#domain/time/sao-paulo-days.ts';
import { withClient } from './data.ts';

/** The compiled server's modules imported from dist/, typed as their sources. */
type UsersRepository = typeof import('#server/admin/users/repository.ts');
type BattlesRepository = typeof import('#server/admin/battles/repository.ts');
type AuditRepository = typeof import('#server/admin/audit/repository.ts');
type WalletsRepository = typeof import('#server/admin/wallets/repository.ts');
type AnalyticsRepository = typeof import('#server/admin/analytics/repository.ts');

/** The first row of a query the bench knows returns one. */
export async function one<T extends QueryResultRow>(c: ClientBase, sql: string): Promise<T> {
  const { rows } = await c.query<T>(sql);
  if (!rows[0]) throw new Error(`no row: ${sql}`);
  return rows[0];
}

/** The SQL behind the lists and the analytics, as the compiled repositories build it. */
export async function explainQueries(root: string, url: string): Promise<{ name: string; plan: string }[]> {
  const dist = (p: string) => import(path.join(root, 'dist/server', p));
  const users: UsersRepository = await dist('admin/users/repository.js');
  const battles: BattlesRepository = await dist('admin/battles/repository.js');
  const audit: AuditRepository = await dist('admin/audit/repository.js');
  const wallets: WalletsRepository = await dist('admin/wallets/repository.js');
  const analytics: AnalyticsRepository = await dist('admin/analytics/repository.js');
  const dialect = new PgDialect();
  const now = new Date();
  const first = { after: null, backwards: false, limit: 25 };
  return withClient(url, async (c) => {
    const user = await one<{ v: string }>(c, `SELECT created_at::text AS v FROM "user" WHERE id = 'g50000'`);
    const auditRow = await one<{ id: string; v: string }>(
      c,
      `SELECT id::text AS id, created_at::text AS v FROM audit_log WHERE target_id = 'bench-100000'`,
    );
    const { rolled_until: until } = await one<{ rolled_until: Date }>(
      c,
      'SELECT rolled_until FROM admin_rollup_state WHERE id = 1',
    );
    const today = saoPauloDayStart(now);
    const to = saoPauloDayStart(now, 1);
    const from90 = saoPauloDayStart(now, -89);
    const dayKey = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
    const sources = {
      rolled: { fromDay: dayKey(from90), toDay: dayKey(until) },
      liveFrom: until,
      to,
      candidatesOf: { periodDays: 90 },
    };
    const pageIds = (
      await c.query<{ id: string }>(`SELECT id FROM "user" ORDER BY created_at DESC, id DESC LIMIT 25`)
    ).rows.map((r) => r.id);
    const queries: [name: string, query: SQL][] = [
      [
        'users, first page: ids (users/repository.ts userPageQuery)',
        users.userPageQuery({}, 'created', 'desc', first, now),
      ],
      ["users, the page's rows by id (userRowsQuery)", users.userRowsQuery(pageIds, now)],
      [
        'users, page in the middle',
        users.userPageQuery(
          {},
          'created',
          'desc',
          { after: { value: user.v, id: 'g50000' }, backwards: false, limit: 25 },
          now,
        ),
      ],
      ['users by name', users.userPageQuery({}, 'name', 'asc', first, now)],
      ['users by battles', users.userPageQuery({}, 'battles', 'desc', first, now)],
      ['users search "g_user_99"', users.userPageQuery({ q: 'g_user_99' }, 'created', 'desc', first, now)],
      [
        'users search "qzx" (rare: the trigram index)',
        users.userPageQuery({ q: 'qzx' }, 'created', 'desc', first, now),
      ],
      [
        'users search "bench.yod" by name (matches all: the name index)',
        users.userPageQuery({ q: 'bench.yod' }, 'name', 'asc', first, now),
      ],
      ['users banned', users.userPageQuery({ status: 'banned' }, 'created', 'desc', first, now)],
      ['users role user, by battles', users.userPageQuery({ role: 'user' }, 'battles', 'desc', first, now)],
      ['users stats cards (userStatsQuery)', users.userStatsQuery(now)],
      ['user picker search (userSearchQuery)', users.userSearchQuery('g_user_99', 10)],
      [
        'battles, first page (battles/repository.ts battlePageQuery)',
        battles.battlePageQuery({}, 'created', 'desc', first, now),
      ],
      ['battles by status shown', battles.battlePageQuery({}, 'status', 'asc', first, now)],
      [
        'battles finished, by prize',
        battles.battlePageQuery({ status: 'finished' }, 'prize', 'desc', first, now),
      ],
      [
        'battles search "batalha 99"',
        battles.battlePageQuery({ q: 'batalha 99' }, 'created', 'desc', first, now),
      ],
      [
        'audit, first page (audit/repository.ts auditPageQuery)',
        audit.auditPageQuery({}, 'desc', { ...first, limit: 50 }),
      ],
      [
        'audit, page in the middle',
        audit.auditPageQuery({}, 'desc', {
          after: { value: auditRow.v, id: auditRow.id },
          backwards: false,
          limit: 50,
        }),
      ],
      ['audit, one action', audit.auditPageQuery({ action: 'user.ban' }, 'desc', { ...first, limit: 50 })],
      ['audit filter options: actions (loose index scan)', audit.distinctActionsQuery()],
      ['audit filter options: authors (loose index scan)', audit.distinctActorsQuery()],
      [
        'YodCoins history (wallets/repository.ts ledgerPageQuery)',
        wallets.ledgerPageQuery('g77', 'desc', { ...first, limit: 50 }),
      ],
      [
        'analytics: top fighters over 90 days (analytics/repository.ts topParticipantsQuery)',
        analytics.topParticipantsQuery(sources, 10),
      ],
      ['analytics: top battles over 90 days (topBattlesQuery)', analytics.topBattlesQuery(sources, 10)],
      [
        'analytics: the days since the rollup, counted live (liveDaysQuery)',
        analytics.liveDaysQuery({ fromDay: dayKey(until), toDay: dayKey(today) }, until, to),
      ],
      ['summary: totals since the rollup, counted live (liveTotalsQuery)', analytics.liveTotalsQuery(until)],
    ];
    // As the API's pool sets it (src/server/db/client.ts).
    await c.query('SET random_page_cost = 1.1');
    const out: { name: string; plan: string }[] = [];
    for (const [name, query] of queries) {
      const { sql, params } = dialect.sqlToQuery(query);
      const { rows } = await c.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${sql}`,
        params,
      );
      out.push({ name, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return out;
  });
}
