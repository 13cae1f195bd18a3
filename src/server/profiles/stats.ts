import { computeAchievements, computeFanAchievements } from '#domain/battles/achievements.ts';
import { deriveDisplayStatus } from '#domain/battles/battle-status.ts';
import { computeWinners } from '#domain/battles/winners.ts';
import type { AchievementView, ProfileBattle, ProfileStats } from '#domain/schemas/profiles.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { fanStats } from '#server/fans/fan-stats.ts';
import { listParticipations, listTallies } from './repository.ts';

export interface ParticipationSummary {
  stats: ProfileStats;
  achievements: AchievementView[];
  /** Newest joined first. */
  battles: ProfileBattle[];
}

/**
 * Statistics and badges from real participation, as a fighter and as a fan (fans/fan-stats.ts): a battle counts as finished by its derived
 * status (the stored one may lag a job tick), and it is won when the user is among the winners
 * computed by the tie rule.
 */
export async function summarizeParticipation(
  db: DbOrTx,
  userId: string,
  joinedAt: Date,
  now: Date,
): Promise<ParticipationSummary> {
  const [rows, fan] = await Promise.all([listParticipations(db, userId), fanStats(db, userId, now)]);
  const finished = rows.filter((r) => deriveDisplayStatus(r, now) === 'finished');
  const tallies = await listTallies(
    db,
    finished.map((r) => r.battleId),
  );
  const byBattle = new Map<string, { id: string; votesCount: number }[]>();
  for (const t of tallies) {
    const list = byBattle.get(t.battleId) ?? [];
    list.push({ id: t.userId, votesCount: t.votesCount });
    byBattle.set(t.battleId, list);
  }
  const wonIds = new Set(
    finished
      .filter((r) => computeWinners(byBattle.get(r.battleId) ?? []).includes(userId))
      .map((r) => r.battleId),
  );
  const finishedIds = new Set(finished.map((r) => r.battleId));
  const stats: ProfileStats = {
    battlesJoined: rows.length,
    battlesWon: wonIds.size,
    votesReceived: rows.reduce((sum, r) => sum + r.votesCount, 0),
    votesGiven: fan.votesGiven,
    battlesSupported: fan.battlesSupported,
    championsBacked: fan.championsBacked,
    dayStreak: fan.dayStreak,
  };
  const achievements = [
    ...computeAchievements({
      joinedAt,
      battlesJoined: rows.length,
      finishedBattlesInOrder: finished.map((r) => ({ won: wonIds.has(r.battleId) })),
    }),
    ...computeFanAchievements(fan),
  ];
  const battles = [...rows]
    .sort((a, b) => b.joinedAt.getTime() - a.joinedAt.getTime())
    .map((r) => ({
      id: r.battleId,
      slug: r.slug,
      title: r.title,
      votesCount: r.votesCount,
      finished: finishedIds.has(r.battleId),
      won: wonIds.has(r.battleId),
    }));
  return { stats, achievements, battles };
}
