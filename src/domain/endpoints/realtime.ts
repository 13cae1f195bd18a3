import { fillPath } from './endpoint.ts';

/**
 * The live streams (Server-Sent Events). They are not endpoints of the table: the browser opens
 * them with `EventSource`, not `api`, and they answer an endless text/event-stream, not JSON
 * (docs/decisions/0019-one-endpoint-table.md). Their paths live here so the server's routes and
 * the browser's hooks spell them once.
 */
export const liveStreamPaths = {
  /** Every public battle's updates (the arena), plus the signed-in viewer's account events. */
  allBattles: '/api/battles/live',
  /** One battle's updates, plus the signed-in viewer's account events. */
  battle: '/api/battles/:id/live',
  /** The signed-in viewer's account events only, for pages without a battle stream. */
  account: '/api/me/live',
} as const;

/** The address of one battle's stream. */
export function battleStreamUrl(battleId: string): string {
  return fillPath(liveStreamPaths.battle, { id: battleId });
}
