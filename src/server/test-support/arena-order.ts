import { sql } from 'drizzle-orm';
import { ARENA_GROUP, arenaPosition } from '#domain/battles/arena-order.ts';
import type { BattleStatus } from '#domain/battles/battle-status.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

/**
 * Every visible battle's id (or those of `only`) in the arena order of docs/product.md at `now`,
 * from the domain rule (arena-order.ts) and the stored microseconds, for tests to compare the
 * list's SQL with.
 */
export async function arenaOrderOf(db: Db, now: Date, only?: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{
    id: string;
    status: BattleStatus;
    start_time: string | null;
    end_time: string;
    participants_count: number;
    max_participants: number | null;
    end_us: string;
    start_us: string;
  }>(
    db,
    sql`SELECT id, status, start_time::text, end_time::text, participants_count, max_participants,
          (extract(epoch FROM end_time) * 1000000)::bigint::text AS end_us,
          (extract(epoch FROM coalesce(start_time, end_time)) * 1000000)::bigint::text AS start_us
        FROM battle_events WHERE status <> 'pending'`,
  );
  const placed = rows.map((r) => {
    const { group } = arenaPosition(
      {
        status: r.status,
        startTime: r.start_time,
        endTime: r.end_time,
        participantsCount: r.participants_count,
        maxParticipants: r.max_participants,
      },
      now,
    );
    const key =
      group === ARENA_GROUP.finished
        ? -BigInt(r.end_us)
        : group === ARENA_GROUP.scheduled
          ? BigInt(r.start_us)
          : BigInt(r.end_us);
    return { id: r.id, group, key };
  });
  placed.sort((a, b) =>
    a.group !== b.group
      ? a.group - b.group
      : a.key !== b.key
        ? a.key < b.key
          ? -1
          : 1
        : a.id < b.id
          ? -1
          : 1,
  );
  const keep = only ? new Set(only) : null;
  return placed.map((p) => p.id).filter((id) => keep === null || keep.has(id));
}
