/** Whole days since the epoch of a 'yyyy-MM-dd' day key (calendar arithmetic, no time zone). */
function dayNumber(key: string): number {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

export interface DayStreaks {
  /** Days in a row up to today, or up to yesterday while today has no vote yet. */
  current: number;
  best: number;
}

/**
 * Runs of consecutive days with a vote, from the São Paulo day keys she voted on (any order,
 * repeats allowed) and today's key: a streak still counts until a whole day passes without a vote.
 */
export function voteDayStreaks(dayKeys: readonly string[], todayKey: string): DayStreaks {
  const days = [...new Set(dayKeys.map(dayNumber))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && days[i] === (days[i - 1] ?? 0) + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const today = dayNumber(todayKey);
  const last = days.at(-1);
  const current = last !== undefined && today - last <= 1 ? run : 0;
  return { current, best };
}
