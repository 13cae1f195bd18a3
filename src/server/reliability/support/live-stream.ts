// What a battle's live stream (GET /api/battles/:id/live) delivers, read the way a page reads it:
// the fighters' totals. The live publisher sends full `totals` snapshots; builds before it sent one
// `votes` update per fighter, read here as a snapshot of that fighter alone, so the same checks
// run on both.

/** The totals one message carried: fighter id -> votes. */
export interface DeliveredTotals {
  kind: 'totals' | 'votes';
  battleId: string;
  /** Only snapshots carry one; it only grows. */
  seq: number | null;
  totals: [participantUserId: string, votesCount: number][];
}

/**
 * Splits what a stream sent so far into its `data:` payloads; `rest` is an unfinished line to
 * prepend to the next chunk.
 */
export function takeDataLines(buffer: string): { payloads: string[]; rest: string } {
  const lines = buffer.split('\n');
  const rest = lines.pop() ?? '';
  const payloads: string[] = [];
  for (const line of lines) if (line.startsWith('data: ')) payloads.push(line.slice(6));
  return { payloads, rest };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The totals in one payload, or null for anything else (status, account events, heartbeats). */
export function totalsOf(payload: string): DeliveredTotals | null {
  let event: unknown;
  try {
    event = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(event) || typeof event.battleId !== 'string') return null;
  if (event.type === 'totals' && Array.isArray(event.totals)) {
    const totals: DeliveredTotals['totals'] = [];
    for (const t of event.totals) {
      if (isRecord(t) && typeof t.participantUserId === 'string' && typeof t.votesCount === 'number')
        totals.push([t.participantUserId, t.votesCount]);
    }
    const seq = typeof event.seq === 'number' ? event.seq : null;
    return { kind: 'totals', battleId: event.battleId, seq, totals };
  }
  if (
    event.type === 'votes' &&
    typeof event.participantUserId === 'string' &&
    typeof event.votesCount === 'number'
  ) {
    return {
      kind: 'votes',
      battleId: event.battleId,
      seq: null,
      totals: [[event.participantUserId, event.votesCount]],
    };
  }
  return null;
}
