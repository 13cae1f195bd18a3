import { battleStatuses } from '#domain/battles/battle-status.ts';
import type { AdminSummary } from '#domain/schemas/admin-dashboard.ts';
import { saoPauloDayStart } from '#domain/time/sao-paulo-days.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import {
  type DailyFigures,
  type LiveTotals,
  periodSince,
  totalsOver,
} from '#server/admin/analytics/service.ts';
import { recentAudit } from '#server/admin/audit/service.ts';
import { scheduledBattles } from '#server/admin/battles/service.ts';
import { openFlagsByBattle } from '#server/admin/vote-review/flag-repository.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { prizesToPay } from './prizes-to-pay.ts';
import { countBattlesByStatus, countUsers } from './repository.ts';

const RECENT_ACTIVITY = 10;

/**
 * What a moderator's dashboard may list: the audit log itself is admin-only, and rows about bans,
 * roles, credit adjustments, payouts or settings carry reasons, balances and PIX details that a
 * moderator has no business reading. Battles, their participants and votes are what moderators see.
 */
export const MODERATOR_ACTIVITY_TARGETS = ['battle', 'participant', 'vote'] as const;

export async function summary(deps: AppDeps, viewer: Viewer): Promise<AdminSummary> {
  const now = deps.clock();
  const db = deps.db;
  const today = saoPauloDayKey(now);
  const weekFrom = saoPauloDayKey(saoPauloDayStart(now, -6));
  // Each period reads the rollup up to where it reaches and counts the rest live, once for the
  // periods that cut at the same moment.
  const live: LiveTotals = new Map();
  const todayTotals = await totalsOver(db, await periodSince(db, today), live);
  const week = await totalsOver(db, await periodSince(db, weekFrom), live);
  const all = await totalsOver(db, await periodSince(db, null), live);
  const byStatusMap = await countBattlesByStatus(db);
  const byStatus = Object.fromEntries(battleStatuses.map((s) => [s, byStatusMap.get(s) ?? 0])) as Record<
    (typeof battleStatuses)[number],
    number
  >;
  const votes = (f: DailyFigures) => ({
    fans: f.fanVotes,
    guests: f.guestVotes,
    admin: f.adminVotes,
    total: f.fanVotes + f.guestVotes + f.adminVotes,
  });
  return {
    users: { total: await countUsers(db), newThisWeek: week.newUsers },
    battles: { total: [...byStatusMap.values()].reduce((a, b) => a + b, 0), byStatus },
    votes: { today: votes(todayTotals), week: votes(week) },
    yodcoins: {
      granted: { today: todayTotals.granted, week: week.granted, all: all.granted },
      spent: { today: todayTotals.spent, week: week.spent, all: all.spent },
    },
    scheduledBattles: await scheduledBattles(db),
    pendingBattles: byStatus.pending,
    prizesToPay: viewer.role === 'admin' ? await prizesToPay(db, now) : null,
    flaggedBattles: (await openFlagsByBattle(db, 10)).map((r) => ({
      id: r.battle_event_id,
      title: r.title,
      openFlags: Number(r.open_flags),
    })),
    recentActivity: await recentAudit(
      db,
      RECENT_ACTIVITY,
      viewer.role === 'admin' ? undefined : MODERATOR_ACTIVITY_TARGETS,
    ),
  };
}
