import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';

/** More battles awaiting approval than any instance sees at once; the oldest is forgotten past it. */
const REMEMBERED = 10_000;

/**
 * Which updates a stream that is not staff's may carry. An update about a battle awaiting approval
 * (its participants or status while pending) is staff only. A snapshot names no status: it is
 * kept back when the last event heard of its battle said pending (the live publisher says the
 * totals of every battle an event touched, a pending one's too). The events reach every instance
 * before the snapshot they cause, a tick later.
 */
export class PublicUpdates {
  private readonly pending = new Set<string>();

  /** Every rare event, as the hub hands them to subscribeEvents. */
  heard(update: BattleUpdateEvent): void {
    if (!('status' in update)) return;
    if (update.status !== 'pending') {
      this.pending.delete(update.battleId);
      return;
    }
    this.pending.add(update.battleId);
    if (this.pending.size > REMEMBERED) {
      const oldest = this.pending.values().next();
      if (!oldest.done) this.pending.delete(oldest.value);
    }
  }

  isPublic(update: BattleUpdateEvent): boolean {
    if ('status' in update) return update.status !== 'pending';
    return update.type !== 'totals' || !this.pending.has(update.battleId);
  }
}
