import { sql } from 'drizzle-orm';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { participantVotesTotalOf } from '#server/db/vote-totals.ts';
import { type Bus, decodeUpdates } from './bus/bus.ts';
import type { Leadership } from './leadership.ts';
import { BATTLE_CHANNEL } from './publish.ts';

/**
 * How far back a tick looks for votes: votes carry the clock of the instance that took them and
 * commit a little after it, so a window wider than one tick keeps a late commit from being missed.
 */
export const LOOKBACK_MS = 2_000;
/** A battle whose totals did not change is said again this often while it has votes (repair). */
export const REPEAT_MS = 1_000;
/** Past this many fighters a snapshot carries the ones whose totals changed, and all of them every FULL_MS. */
export const FULL_SNAPSHOT_MAX_FIGHTERS = 100;
export const FULL_MS = 5_000;

interface Published {
  at: number;
  full: number;
  totals: Map<string, number>;
}

export interface LivePublisherOptions {
  db: DbOrTx;
  bus: Bus;
  leadership: Leadership;
  tickMs: number;
  clock: () => Date;
  onError: (err: unknown) => void;
  /** Told when this instance starts or stops leading (logs, metrics). */
  onLeadership?: (leading: boolean) => void;
}

/** Battles with votes taken after `since` (every kind: fans', guests', the master admin's). */
async function battlesWithVotesSince(db: DbOrTx, since: Date): Promise<string[]> {
  // Only battles that can still be taking votes (their end after the window) are probed, each by
  // its (battle, created_at) index: the cost follows the number of running battles, not of votes.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT b.id FROM battle_events b
         WHERE b.end_time > ${since.toISOString()}::timestamptz
           AND (EXISTS (SELECT 1 FROM battle_event_user_votes v
                         WHERE v.battle_event_id = b.id AND v.created_at > ${since.toISOString()}::timestamptz)
             OR EXISTS (SELECT 1 FROM guest_votes g
                         WHERE g.battle_event_id = b.id AND g.created_at > ${since.toISOString()}::timestamptz)
             OR EXISTS (SELECT 1 FROM admin_votes a
                         WHERE a.battle_event_id = b.id AND a.created_at > ${since.toISOString()}::timestamptz))`,
  );
  return rows.map((r) => r.id);
}

/** The exact totals of these battles now, per fighter (a battle awaiting approval has none). */
export async function readTotals(db: DbOrTx, battleIds: readonly string[]) {
  const rows = await queryRows<{ battle_event_id: string; user_id: string; total: number }>(
    db,
    // A battle awaiting approval is staff-only news: its counts are never published (a rare event
    // about its participants touches it, but nothing public may follow).
    sql`SELECT bp.battle_event_id, bp.user_id, ${participantVotesTotalOf('bp')} AS total
          FROM battle_event_participants bp
          JOIN battle_events b ON b.id = bp.battle_event_id AND b.status <> 'pending'
         WHERE bp.battle_event_id IN (${sql.join(
           battleIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  const byBattle = new Map<string, Map<string, number>>();
  for (const r of rows) {
    let totals = byBattle.get(r.battle_event_id);
    if (!totals) {
      totals = new Map();
      byBattle.set(r.battle_event_id, totals);
    }
    totals.set(r.user_id, Number(r.total));
  }
  return byBattle;
}

/**
 * The one live publisher of vote counts (docs/decisions/0030-live-counts-on-a-bus.md). Every instance
 * runs one; the instance holding the leadership lock does the work: each tick it finds the battles
 * with new votes, reads their exact totals after the commits and publishes a snapshot per battle
 * with a growing sequence number. Votes themselves notify nobody, so their commits never queue on
 * PostgreSQL's notification lock. The rare events (status, participants, voided votes), still sent
 * with NOTIFY inside their transactions (delivered at commit, dropped on rollback), are heard by the
 * leader alone and passed on to the bus.
 */
export class LivePublisher {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A timer is set and has not fired: the next tick has not begun. */
  private waitingForTimer = false;
  private running = false;
  private leading = false;
  private seq = 0;
  private readonly published = new Map<string, Published>();
  /** Battles a rare event touched: their snapshot goes out at the next tick whatever the window says. */
  private readonly touched = new Set<string>();
  private stopRare: (() => Promise<void>) | null = null;

  constructor(private readonly options: LivePublisherOptions) {}

  get isLeader(): boolean {
    return this.leading;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopRare = await this.options.leadership.listen(BATTLE_CHANNEL, (payload) => {
      const updates = decodeUpdates(payload, this.options.onError);
      for (const update of updates) this.touched.add(update.battleId);
      void this.options.bus.publish(updates);
    });
    // Taking the lock between ticks (the leader before went): publish now, not a tick later.
    this.options.leadership.onAcquired(() => {
      if (!this.waitingForTimer || !this.timer) return;
      clearTimeout(this.timer);
      this.schedule(0);
    });
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.stopRare?.();
    await this.options.leadership.close();
    this.setLeading(false);
  }

  /** One tick, awaited (tests call it directly instead of waiting for the timer). */
  async tick(): Promise<void> {
    const leading = await this.options.leadership.hold();
    this.setLeading(leading);
    if (!leading) return;
    const now = this.options.clock().getTime();
    const since = new Date(now - LOOKBACK_MS);
    const battleIds = new Set(await battlesWithVotesSince(this.options.db, since));
    for (const id of this.touched) battleIds.add(id);
    this.touched.clear();
    for (const [id, last] of this.published) if (now - last.at > 60_000) this.published.delete(id);
    if (battleIds.size === 0) return;
    const totals = await readTotals(this.options.db, [...battleIds]);
    const updates: BattleUpdateEvent[] = [];
    // A battle absent from the totals has no fighter to count, or awaits approval.
    for (const [battleId, battleTotals] of totals) {
      const update = this.snapshot(battleId, battleTotals, now);
      if (update) updates.push(update);
    }
    if (updates.length > 0) await this.options.bus.publish(updates);
  }

  /** The battle's snapshot if it is due: changed since the last one, or not said for REPEAT_MS. */
  private snapshot(battleId: string, totals: Map<string, number>, now: number): BattleUpdateEvent | null {
    const last = this.published.get(battleId);
    const changed = [...totals].filter(([id, n]) => last?.totals.get(id) !== n);
    if (last && changed.length === 0 && now - last.at < REPEAT_MS) return null;
    const full = !last || totals.size <= FULL_SNAPSHOT_MAX_FIGHTERS || now - last.full >= FULL_MS;
    const carried = full ? [...totals] : changed;
    if (carried.length === 0 && last) {
      last.at = now;
      return null;
    }
    this.published.set(battleId, { at: now, full: full ? now : (last?.full ?? now), totals });
    // Microseconds of the leader's clock: a new leader (after a takeover) continues above the old
    // one's numbers as long as the instances' clocks agree within a tick.
    this.seq = Math.max(now * 1_000, this.seq + 1);
    return {
      type: 'totals',
      battleId,
      seq: this.seq,
      totals: carried.map(([participantUserId, votesCount]) => ({ participantUserId, votesCount })),
    };
  }

  private setLeading(leading: boolean): void {
    if (leading === this.leading) return;
    this.leading = leading;
    // A new leader knows nothing of what the last one said: it says everything again.
    if (!leading) this.published.clear();
    this.options.onLeadership?.(leading);
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.waitingForTimer = true;
    this.timer = setTimeout(() => {
      this.waitingForTimer = false;
      this.tick()
        .catch((err: unknown) => this.options.onError(err))
        .finally(() => this.schedule(this.options.tickMs));
    }, delayMs);
    this.timer.unref();
  }
}
