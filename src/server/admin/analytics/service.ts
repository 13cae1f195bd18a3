import { isBattleStatus } from '#domain/battles/battle-status.ts';
import type { AnalyticsResponse } from '#domain/schemas/admin-analytics.ts';
import { saoPauloDayStart, saoPauloMidnight } from '#domain/time/sao-paulo-days.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import {
  type DailyFigures,
  liveDays,
  liveTotals,
  periodTopsFrom,
  rolledDays,
  rolledTotals,
  rolledUntil,
  type TopKind,
  topBattles,
  topParticipants,
  type VoteSources,
} from './repository.ts';

export type { DailyFigures };

const TOP = 10;

/** Live totals already counted in one request, by the moment they start from. */
export type LiveTotals = Map<number | null, Promise<DailyFigures>>;

/**
 * A period from `fromDay` (null: the beginning) to now, cut where the rollup ends: its days are
 * read from the rollup up to rolled_until, and what was created since is counted live.
 */
export interface Period {
  rolled: { fromDay: string | null; toDay: string } | null;
  /** Live counting starts here (null: from the beginning, when nothing is rolled up yet). */
  liveFrom: Date | null;
}

export async function periodSince(db: DbOrTx, fromDay: string | null): Promise<Period> {
  const until = await rolledUntil(db);
  const start = fromDay === null ? null : saoPauloMidnight(fromDay);
  if (!until || (start !== null && until.getTime() <= start.getTime()))
    return { rolled: null, liveFrom: start };
  return { rolled: { fromDay, toDay: saoPauloDayKey(until) }, liveFrom: until };
}

function add(a: DailyFigures, b: DailyFigures | undefined): DailyFigures {
  if (!b) return a;
  return {
    fanVotes: a.fanVotes + b.fanVotes,
    guestVotes: a.guestVotes + b.guestVotes,
    adminVotes: a.adminVotes + b.adminVotes,
    newUsers: a.newUsers + b.newUsers,
    granted: a.granted + b.granted,
    spent: a.spent + b.spent,
  };
}

const NOTHING: DailyFigures = {
  fanVotes: 0,
  guestVotes: 0,
  adminVotes: 0,
  newUsers: 0,
  granted: 0,
  spent: 0,
};

/** Totals over a period; `live` caches the live part by its start, shared by periods that cut alike. */
export async function totalsOver(
  db: DbOrTx,
  period: Period,
  live: LiveTotals = new Map(),
): Promise<DailyFigures> {
  const key = period.liveFrom?.getTime() ?? null;
  if (!live.has(key)) live.set(key, liveTotals(db, period.liveFrom));
  const counted = await live.get(key)!;
  return period.rolled ? add(await rolledTotals(db, period.rolled), counted) : counted;
}

/** `days` São Paulo days ending today, each present (zero-filled). */
export async function analytics(deps: AppDeps, days: number): Promise<AnalyticsResponse> {
  const now = deps.clock();
  const from = saoPauloDayStart(now, -(days - 1));
  const to = saoPauloDayStart(now, 1);
  const fromDay = saoPauloDayKey(from);
  const today = saoPauloDayKey(now);
  // Days of counting over the whole vote history: the replica's work, a moment behind is fine.
  const db = deps.readDb;
  const period = await periodSince(db, fromDay);
  const liveFrom = period.liveFrom ?? from;
  const rolled = period.rolled ? { fromDay, toDay: period.rolled.toDay } : null;
  const rolledMap = rolled ? await rolledDays(db, rolled) : new Map<string, DailyFigures>();
  const liveMap = await liveDays(db, { fromDay: saoPauloDayKey(liveFrom), toDay: today }, liveFrom, to);
  const series = Array.from({ length: days }, (_, i) => {
    const day = saoPauloDayKey(saoPauloDayStart(now, i - (days - 1)));
    // The rollup's last day is partial: its row and the live count of the rest add up.
    const f = add(add(NOTHING, rolledMap.get(day)), liveMap.get(day));
    return {
      day,
      fanVotes: f.fanVotes,
      guestVotes: f.guestVotes,
      adminVotes: f.adminVotes,
      newUsers: f.newUsers,
      yodcoinsGranted: f.granted,
      yodcoinsSpent: f.spent,
    };
  });
  const sources = async (kind: TopKind): Promise<VoteSources> => ({
    rolled,
    liveFrom,
    to,
    candidatesOf: rolled && (await periodTopsFrom(db, days, kind)) === fromDay ? { periodDays: days } : null,
  });
  const battles = await topBattles(db, await sources('battle'), TOP);
  const participants = await topParticipants(db, await sources('fighter'), TOP);
  return {
    days,
    from: from.toISOString(),
    to: to.toISOString(),
    series,
    topBattles: battles.flatMap((b) =>
      isBattleStatus(b.status)
        ? [{ id: b.id, slug: b.slug, title: b.title, status: b.status, votes: Number(b.votes) }]
        : [],
    ),
    topParticipants: participants.map((p) => ({
      userId: p.user_id,
      username: p.username,
      profilePictureUrl: p.profile_picture_url,
      votes: Number(p.votes),
    })),
  };
}
