import { type BattleUpdateEvent, battleUpdateSchema } from '#domain/schemas/battles.ts';

/**
 * What carries live battle updates between API instances (docs/decisions/0030-live-counts-on-a-bus.md).
 * Two streams of messages:
 * - `events`: the rare changes (status, participants, voided votes), heard by every instance: each
 *   drops its cached copies of that battle and tells its open pages;
 * - `totals` of one battle: the live publisher's snapshots, heard only by the instances whose pages
 *   watch that battle (or the arena, which watches them all).
 */
export interface Bus {
  readonly kind: 'memory' | 'postgres' | 'nats' | 'redis';
  /** Sends the updates; a failure is reported through the bus's onError, never thrown. */
  publish(updates: readonly BattleUpdateEvent[]): Promise<void>;
  /** The rare events of every battle. */
  subscribeEvents(handler: BusHandler): Promise<Unsubscribe>;
  /** The snapshots of one battle; null: of every battle. */
  subscribeTotals(battleId: string | null, handler: BusHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export type BusHandler = (update: BattleUpdateEvent) => void;
export type Unsubscribe = () => Promise<void>;

export interface BusOptions {
  onError: (err: unknown) => void;
}

export const isTotals = (u: BattleUpdateEvent): u is Extract<BattleUpdateEvent, { type: 'totals' }> =>
  u.type === 'totals';

/** Subject names shared by the NATS and Redis drivers ('.' and ':' separated respectively). */
export const subjects = {
  events: ['yod', 'events'],
  totals: (battleId: string) => ['yod', 'totals', battleId],
  allTotals: ['yod', 'totals'],
};

/**
 * A message off the wire: one update or an array of them (PostgreSQL packs a tick's updates into
 * one NOTIFY). What does not match the schema is dropped and reported: a newer instance's message
 * during a rolling deploy must not break an older one.
 */
export function decodeUpdates(payload: string, onError: (err: unknown) => void): BattleUpdateEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch (err) {
    onError(err);
    return [];
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const updates: BattleUpdateEvent[] = [];
  for (const item of items) {
    const result = battleUpdateSchema.safeParse(item);
    if (result.success) updates.push(result.data);
    else onError(new Error(`live update dropped: ${result.error.message}`));
  }
  return updates;
}
