import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { voteDayStreaks } from '#domain/votes/vote-days.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { readFanVotes } from './fan-stats-repository.ts';

export interface FanStats {
  votesGiven: number;
  battlesSupported: number;
  championsBacked: number;
  /** São Paulo days in a row with a vote, up to today (or yesterday). */
  dayStreak: number;
  bestDayStreak: number;
}

/** A fan's side of her profile: votes given, battles supported, champions backed, days in a row. */
export async function fanStats(db: DbOrTx, userId: string, now: Date): Promise<FanStats> {
  const row = await readFanVotes(db, userId);
  const streaks = voteDayStreaks(row.days, saoPauloDayKey(now));
  return {
    votesGiven: row.votesGiven,
    battlesSupported: row.battlesSupported,
    championsBacked: row.championsBacked,
    dayStreak: streaks.current,
    bestDayStreak: streaks.best,
  };
}
