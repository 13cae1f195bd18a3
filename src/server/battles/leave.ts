import { deriveDisplayStatus } from '#domain/battles/battle-status.ts';
import type { BattleCard } from '#domain/schemas/battles.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { closeVoteGates } from '#server/db/vote-gate.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { deleteOwnEntry, findOwnEntry, releaseOneSeat } from './leave-repository.ts';
import { toBattleCard } from './mappers.ts';
import { findVisibleBattle } from './service.ts';

/**
 * 'Sair da batalha' (docs/product.md#joining): a participant takes back a join before the battle
 * starts, while no vote counts for them (leaving then would take the fans' votes away). The vote
 * gate is taken first, so no vote can land between the check and the delete; the seat is freed,
 * open pages are told the new count, and the leave is audited (participant.leave).
 */
export async function leaveBattle(
  deps: AppDeps,
  viewer: Viewer | null,
  identifier: string,
): Promise<BattleCard> {
  if (viewer?.ban) throw appError('JOIN_BANNED');
  if (!viewer?.hasProfile) throw appError('JOIN_LOGIN_REQUIRED');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const found = await findVisibleBattle(tx, identifier, viewer);
    if (!found) throw appError('BATTLE_NOT_FOUND');
    await closeVoteGates(tx, [found.id]);
    const entry = await findOwnEntry(tx, found.id, viewer.id);
    if (!entry) throw appError('LEAVE_NOT_PARTICIPANT');
    const status = deriveDisplayStatus(found, now);
    if (status === 'active' || status === 'finished') throw appError('LEAVE_STARTED');
    if (entry.votes > 0) throw appError('LEAVE_HAS_VOTES');
    await deleteOwnEntry(tx, entry.id);
    const participantsCount = await releaseOneSeat(tx, found.id, now);
    await publishBattleUpdate(tx, {
      type: 'participants',
      battleId: found.id,
      participantsCount,
      status: found.status,
    });
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: 'participant.leave',
      targetType: 'participant',
      targetId: entry.id,
      changes: { battleId: found.id, battleTitle: found.title, userId: viewer.id, username: viewer.username },
    });
    return toBattleCard({ ...found, participantsCount }, now, false);
  });
}
