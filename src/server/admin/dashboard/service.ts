import { battleStatuses } from '../../../domain/battle-status.ts';
import type { AdminSummary } from '../../../domain/schemas/admin-dashboard.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { AppDeps } from '../../deps.ts';
import { recentAudit } from '../audit/service.ts';
import { scheduledBattles } from '../battles/service.ts';
import { saoPauloDayStart } from '../shared/time.ts';
import { countBattlesByStatus, countUsers, countVotesSince, sumCoins } from './repository.ts';

const RECENT_ACTIVITY = 10;

/**
 * What a moderator's dashboard may list: the audit log itself is admin-only, and rows about bans,
 * roles, credit adjustments, payouts or settings carry reasons, balances and PIX details that a
 * moderator has no business reading. Battles, their participants and votes are what moderators see.
 */
export const MODERATOR_ACTIVITY_TARGETS = ['battle', 'participant', 'vote'] as const;

export async function summary(deps: AppDeps, viewer: Viewer): Promise<AdminSummary> {
  const now = deps.clock();
  const today = saoPauloDayStart(now);
  const week = saoPauloDayStart(now, -6);
  const db = deps.db;
  const users = await countUsers(db, week);
  const byStatusMap = await countBattlesByStatus(db);
  const votes = await countVotesSince(db, today, week);
  const yodcoins = await sumCoins(db, today, week);
  const byStatus = Object.fromEntries(battleStatuses.map((s) => [s, byStatusMap.get(s) ?? 0])) as Record<
    (typeof battleStatuses)[number],
    number
  >;
  const withTotal = (v: { fans: number; guests: number; admin: number }) => ({
    ...v,
    total: v.fans + v.guests + v.admin,
  });
  return {
    users: { total: users.total, newThisWeek: users.recent },
    battles: { total: [...byStatusMap.values()].reduce((a, b) => a + b, 0), byStatus },
    votes: { today: withTotal(votes.today), week: withTotal(votes.week) },
    yodcoins,
    scheduledBattles: await scheduledBattles(db),
    pendingBattles: byStatus.pending,
    recentActivity: await recentAudit(
      db,
      RECENT_ACTIVITY,
      viewer.role === 'admin' ? undefined : MODERATOR_ACTIVITY_TARGETS,
    ),
  };
}
