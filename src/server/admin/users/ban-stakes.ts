import { sql } from 'drizzle-orm';
import type { BanStakes } from '#domain/schemas/admin-users.ts';
import { displayStatusSql } from '#server/admin/battles/repository.ts';
import { queryRows } from '#server/db/query.ts';
import { participantVotesTotalOf } from '#server/db/vote-totals.ts';
import type { AppDeps } from '#server/deps.ts';

/**
 * What a disqualifying ban would take from the user (the ban dialog states it before the admin
 * confirms): the battles they take part in that have not finished, by the status shown now, as
 * disqualifyInTx (admin/vote-review/disqualify.ts) picks them, with the votes they received in each.
 */
export async function banStakes(deps: AppDeps, userId: string): Promise<BanStakes> {
  const rows = await queryRows<{ id: string; title: string; slug: string | null; votes: number | string }>(
    deps.db,
    sql`SELECT b.id, b.title, b.slug, ${participantVotesTotalOf('bp')} AS votes
          FROM battle_event_participants bp
          JOIN battle_events b ON b.id = bp.battle_event_id
         WHERE bp.user_id = ${userId} AND bp.disqualified_at IS NULL
           AND ${displayStatusSql(deps.clock())} <> 'finished'
         ORDER BY b.end_time, b.id`,
  );
  const battles = rows.map((r) => ({ id: r.id, title: r.title, slug: r.slug, votesCount: Number(r.votes) }));
  return { battles, votesCount: battles.reduce((sum, b) => sum + b.votesCount, 0) };
}
