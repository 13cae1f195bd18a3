import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** A snapshot's list: every item one fighter's total. */
function isTotalsList(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const t = item as Record<string, unknown>;
      return isString(t.participantUserId) && isInt(t.votesCount);
    })
  );
}

/**
 * The shape check `battleUpdateSchema` would do, hand-written so the live stream does not load zod
 * on the public pages. Unknown or malformed events are ignored.
 */
export function isBattleUpdateEvent(data: unknown): data is BattleUpdateEvent {
  if (typeof data !== 'object' || data === null) return false;
  const e = data as Record<string, unknown>;
  if (!isString(e.battleId)) return false;
  switch (e.type) {
    case 'votes':
    case 'votes_voided':
      return isString(e.participantUserId) && isInt(e.votesCount);
    case 'participants':
      return isInt(e.participantsCount) && isString(e.status);
    case 'status':
      return isString(e.status);
    case 'totals':
      return isInt(e.seq) && isTotalsList(e.totals);
    default:
      return false;
  }
}
