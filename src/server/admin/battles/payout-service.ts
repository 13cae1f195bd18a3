import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { notify } from '#server/notifications/service.ts';
import { battleLink, displayStatusOf, winnersOf } from './mappers.ts';
import { prizePaidNotice } from './prize-paid-notice.ts';
import * as repo from './repository.ts';
import { decorateOne, requireBattle } from './service.ts';

/**
 * Marks a finished battle's prize paid. From then on the battle is frozen (paid-lock.ts) until an
 * admin voids the payout.
 */
export async function markPrizePaid(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  note: string | null,
  confirmOpenFlags = false,
): Promise<AdminBattle> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId, true);
    if (displayStatusOf(battle, now) !== 'finished') throw appError('PAYOUT_NOT_FINISHED');
    if (battle.prizePaidAt) throw appError('PAYOUT_ALREADY_PAID');
    const winners = winnersOf(battle, await repo.standingsOf(tx, [battleId]), now, true);
    if (winners.length === 0) throw appError('PAYOUT_NO_WINNER');
    // Unreviewed suspicious-burst flags: paid only on an explicit confirmation, which is recorded.
    const openFlags = (await repo.openFlagCounts(tx, [battleId])).get(battleId) ?? 0;
    if (openFlags > 0 && !confirmOpenFlags) throw appError('PAYOUT_OPEN_FLAGS');
    const row = await repo.updateBattle(tx, battleId, {
      prizePaidAt: now,
      prizePaidBy: actor.id,
      prizePaidNote: note,
      prizePaidWithOpenFlags: openFlags > 0,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'payout.mark_paid',
      targetType: 'payout',
      targetId: battleId,
      changes: {
        battleTitle: battle.title,
        prizeAmount: battle.prizeAmount,
        prizeType: battle.prizeType,
        note,
        openFlags,
        winners: winners.map((w) => ({ userId: w.userId, username: w.username, prizeShare: w.prizeShare })),
      },
    });
    // Each winner hears it from us (docs/product.md#prize-paid); a payout voided and marked again
    // is a new payment, so the key carries its time.
    await notify(
      tx,
      winners.map((winner) => ({
        userId: winner.userId,
        type: 'prize_paid' as const,
        ...prizePaidNotice(battle, winner),
        link: battleLink(battle),
        dedupeKey: `prize_paid:${battleId}:${now.getTime()}`,
      })),
    );
    return decorateOne(tx, row, now, actor);
  });
}

/**
 * An admin voids a payout marked by mistake (or to correct the battle after it): the paid mark is
 * cleared, which unfreezes the battle, and the audit row keeps who voided it, when, why, and the
 * payout it replaced (when, by whom, its note, the winners it named then)
 * (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function voidPayout(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  reason: string,
): Promise<AdminBattle> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId, true);
    if (!battle.prizePaidAt) throw appError('PAYOUT_NOT_PAID');
    const payer = battle.prizePaidBy
      ? ((await repo.usernamesOf(tx, [battle.prizePaidBy])).get(battle.prizePaidBy) ?? null)
      : null;
    const winners = winnersOf(battle, await repo.standingsOf(tx, [battleId]), now, false);
    const row = await repo.updateBattle(tx, battleId, {
      prizePaidAt: null,
      prizePaidBy: null,
      prizePaidNote: null,
      prizePaidWithOpenFlags: false,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'payout.void',
      targetType: 'payout',
      targetId: battleId,
      changes: {
        battleTitle: battle.title,
        reason,
        prizeAmount: battle.prizeAmount,
        prizeType: battle.prizeType,
        previous: {
          paidAt: battle.prizePaidAt.toISOString(),
          paidBy: battle.prizePaidBy,
          paidByUsername: payer,
          note: battle.prizePaidNote,
          withOpenFlags: battle.prizePaidWithOpenFlags,
        },
        winners: winners.map((w) => ({ userId: w.userId, username: w.username, prizeShare: w.prizeShare })),
      },
    });
    return decorateOne(tx, row, now, actor);
  });
}
