import { isBattleStatus } from '../../../domain/battle-status.ts';
import { saoPauloDayKey } from '../../../domain/format.ts';
import type { AnalyticsResponse } from '../../../domain/schemas/admin-analytics.ts';
import type { AppDeps } from '../../deps.ts';
import { saoPauloDayStart } from '../shared/time.ts';
import {
  adminVotesPerDay,
  coinsPerDay,
  fanVotesPerDay,
  guestVotesPerDay,
  newUsersPerDay,
  topBattles,
  topParticipants,
} from './repository.ts';

const TOP = 10;

/** `days` São Paulo days ending today, each present (zero-filled). */
export async function analytics(deps: AppDeps, days: number): Promise<AnalyticsResponse> {
  const now = deps.clock();
  const from = saoPauloDayStart(now, -(days - 1));
  const to = saoPauloDayStart(now, 1);
  const db = deps.db;
  const fans = await fanVotesPerDay(db, from, to);
  const guests = await guestVotesPerDay(db, from, to);
  const admin = await adminVotesPerDay(db, from, to);
  const users = await newUsersPerDay(db, from, to);
  const coins = await coinsPerDay(db, from, to);
  const series = Array.from({ length: days }, (_, i) => {
    const day = saoPauloDayKey(saoPauloDayStart(now, i - (days - 1)));
    return {
      day,
      fanVotes: fans.get(day) ?? 0,
      guestVotes: guests.get(day) ?? 0,
      adminVotes: admin.get(day) ?? 0,
      newUsers: users.get(day) ?? 0,
      yodcoinsGranted: coins.get(day)?.granted ?? 0,
      yodcoinsSpent: coins.get(day)?.spent ?? 0,
    };
  });
  const battles = await topBattles(db, from, to, TOP);
  const participants = await topParticipants(db, from, to, TOP);
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
