import { nextStoredStatus } from '../../domain/battle-status.ts';
import { computeWinners } from '../../domain/winners.ts';
import type { Tx } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { Job } from '../jobs/index.ts';
import { type NewNotification, notify } from '../notifications/service.ts';
import { publishBattleUpdate } from '../realtime/publish.ts';
import { battlePath } from './mappers.ts';
import { type BattleRow, findDueStatusMoves, listParticipants, moveStatus } from './repository.ts';
import { notifyBattleStarted } from './service.ts';

export const BATTLE_STATUS_JOB_LOCK = 7301;

const votesLabel = (n: number) => `${n} ${n === 1 ? 'voto' : 'votos'}`;

/** Each participant's place (1 + how many have more votes) and, for the winners, the win. */
async function notifyFinished(tx: Tx, battle: BattleRow): Promise<void> {
  const participants = await listParticipants(tx, battle.id);
  const winners = new Set(
    computeWinners(participants.map((p) => ({ id: p.userId, votesCount: p.votesCount }))),
  );
  const link = battlePath(battle);
  const items: NewNotification[] = [];
  for (const p of participants) {
    const place = 1 + participants.filter((o) => o.votesCount > p.votesCount).length;
    items.push({
      userId: p.userId,
      type: 'battle_finished',
      title: 'Batalha finalizada',
      body: `A batalha "${battle.title}" terminou. Você ficou em ${place}º lugar com ${votesLabel(p.votesCount)}.`,
      link,
      dedupeKey: `battle_finished:${battle.id}`,
    });
    if (winners.has(p.userId)) {
      items.push({
        userId: p.userId,
        type: 'battle_won',
        title: 'Você venceu!',
        body: `Parabéns! Você venceu a batalha "${battle.title}" com ${votesLabel(p.votesCount)}.`,
        link,
        dedupeKey: `battle_won:${battle.id}`,
      });
    }
  }
  await notify(tx, items);
}

/**
 * Persists what the clock decided (ARCHITECTURE decision 6): scheduled -> waiting at start_time,
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
    if (next === 'finished') await notifyFinished(tx, battle);
    else await notifyBattleStarted(tx, { ...battle, status: next });
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
