import { nextStoredStatus } from '#domain/battles/battle-status.ts';
import type { Tx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import type { Job } from '#server/jobs/job.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { findDueStatusMoves, moveStatus } from './repository.ts';
import { notifyStatusMove } from './service.ts';

export const BATTLE_STATUS_JOB_LOCK = 7301;

/**
 * Persists what the clock decided: scheduled -> waiting at start_time,
 * waiting/ready/active -> finished at end_time. Reads derive the same status meanwhile, so this
 * only makes storage, notifications and live pages catch up.
 */
export async function moveDueBattles(deps: AppDeps, tx: Tx): Promise<number> {
  const now = deps.clock();
  let moved = 0;
  for (const battle of await findDueStatusMoves(tx, now)) {
    const next = nextStoredStatus(battle, now);
    if (!next || !(await moveStatus(tx, battle.id, battle.status, next, now))) continue;
    moved += 1;
    await publishBattleUpdate(tx, { type: 'status', battleId: battle.id, status: next });
    await notifyStatusMove(tx, { ...battle, status: next }, battle.status);
  }
  return moved;
}

export const battleStatusJob: Job = {
  name: 'battle-status',
  lockId: BATTLE_STATUS_JOB_LOCK,
  intervalMs: 60_000,
  configuredIntervalMs: (config) => config.STATUS_JOB_INTERVAL_MS,
  run: async (deps, tx) => {
    await moveDueBattles(deps, tx);
  },
};
