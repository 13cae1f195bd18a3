import type { z } from 'zod';
import { distinctPixKeyMasks, maskPixKey } from '#domain/money/pix-key-mask.ts';
import type { AdminBattle, recordPayoutRequestSchema } from '#domain/schemas/admin-battles.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { notify } from '#server/notifications/service.ts';
import { battleLink, displayStatusOf, winnersOf } from './mappers.ts';
import * as payoutRepo from './payout-repository.ts';
import { prizePaidNotice } from './prize-paid-notice.ts';
import * as repo from './repository.ts';
import { decorateOne, requireBattle } from './service.ts';

type RecordPayoutInput = z.output<typeof recordPayoutRequestSchema>;

/**
 * One winner's transfer, recorded on its own (docs/decisions/0035-prize-money-two-people.md):
 * paid, with the amount, the PIX key it went to and an optional note, or failed, with its reason
 * (the winner stays owed and may be paid later). A 'paid' needs the key the admin sent to to be
 * the winner's key still (a key changed meanwhile is refused, not recorded), and an explicit
 * confirmation while the vote review has open flags. From the first payment the battle is frozen
 * (paid-lock.ts); once every winner is paid it counts as paid (prize_paid_at), which the public
 * page shows. Each paid winner hears it from us with their own amount and key.
 */
export async function recordWinnerPayout(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  input: RecordPayoutInput,
): Promise<AdminBattle> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The battle's staff lock serializes payouts with each other and with the freeze's checks.
    const battle = await requireBattle(tx, battleId, true);
    if (displayStatusOf(battle, now) !== 'finished') throw appError('PAYOUT_NOT_FINISHED');
    if (battle.prizePaidAt) throw appError('PAYOUT_ALREADY_PAID');
    const live = await payoutRepo.livePayoutsOf(tx, [battleId]);
    const winners = winnersOf(battle, await repo.standingsOf(tx, [battleId]), now, true, live);
    if (winners.length === 0) throw appError('PAYOUT_NO_WINNER');
    const winner = winners.find((w) => w.userId === input.userId);
    if (!winner) throw appError('PAYOUT_NOT_WINNER');
    if (winner.paid) throw appError('PAYOUT_WINNER_ALREADY_PAID');
    const isPix = battle.prizeType === 'PIX';
    const pixKey = isPix ? (winner.pixKey ?? '') : null;
    if (isPix && input.pixKey !== pixKey) throw appError('PAYOUT_PIX_KEY_CHANGED');
    const paid = input.outcome === 'paid';
    // Unreviewed suspicious-burst flags: paid only on an explicit confirmation, which is recorded.
    const openFlags = (await repo.openFlagCounts(tx, [battleId])).get(battleId) ?? 0;
    if (paid && openFlags > 0 && !input.confirmOpenFlags) throw appError('PAYOUT_OPEN_FLAGS');
    await payoutRepo.insertPayout(tx, {
      battleEventId: battleId,
      userId: winner.userId,
      outcome: input.outcome,
      amount: winner.prizeShare,
      pixKey,
      note: input.note ?? null,
      failureReason: paid ? null : (input.failureReason ?? null),
      withOpenFlags: paid && openFlags > 0,
      recordedBy: actor.id,
      recordedAt: now,
    });
    const othersPaid = winners.filter((w) => w.userId !== winner.userId).every((w) => w.paid);
    const battlePaid = paid && othersPaid;
    const withOpenFlags =
      (paid && openFlags > 0) || live.some((p) => p.outcome === 'paid' && p.withOpenFlags);
    // Any write that changes what the card shows moves updatedAt (the edit form's stale guard).
    const row = await repo.updateBattle(
      tx,
      battleId,
      battlePaid
        ? {
            prizePaidAt: now,
            prizePaidBy: actor.id,
            // One winner: their note is the battle's; several: each keeps their own.
            prizePaidNote: winners.length === 1 ? (input.note ?? null) : null,
            prizePaidWithOpenFlags: withOpenFlags,
            updatedAt: now,
          }
        : { updatedAt: now },
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: paid ? 'payout.winner_paid' : 'payout.winner_failed',
      targetType: 'payout',
      targetId: battleId,
      changes: {
        battleTitle: battle.title,
        userId: winner.userId,
        winner: winner.username,
        share: winner.prizeShare,
        prizeType: battle.prizeType,
        // Masked as the payout dialog shows it: apart from the other winners' keys.
        ...(pixKey !== null
          ? {
              pixKeyMasked:
                distinctPixKeyMasks(winners.map((w) => w.pixKey ?? ''))[winners.indexOf(winner)] ??
                maskPixKey(pixKey),
            }
          : {}),
        note: input.note ?? null,
        ...(paid ? { openFlags } : { reason: input.failureReason ?? null }),
        failedBefore: winner.failures.length,
        battlePaid,
      },
    });
    if (paid) {
      // A payout voided and recorded again is a new payment, so the key carries its time.
      await notify(tx, [
        {
          userId: winner.userId,
          type: 'prize_paid' as const,
          ...prizePaidNotice(battle, winner),
          link: battleLink(battle),
          dedupeKey: `prize_paid:${battleId}:${winner.userId}:${now.getTime()}`,
        },
      ]);
    }
    return decorateOne(tx, row, now, actor);
  });
}

/**
 * An admin voids a payout recorded by mistake (or to correct the battle after it): every winner's
 * live payment and failed attempt is marked voided, and the battle's paid mark cleared, which
 * unfreezes it; the audit row keeps who voided it, when, why, and what it replaced
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
    const live = await payoutRepo.livePayoutsOf(tx, [battleId]);
    const paidRows = live.filter((p) => p.outcome === 'paid');
    if (!battle.prizePaidAt && paidRows.length === 0) throw appError('PAYOUT_NOT_PAID');
    const staff = [battle.prizePaidBy, ...paidRows.map((p) => p.recordedBy)].filter(
      (id): id is string => id !== null,
    );
    const usernames = await repo.usernamesOf(tx, staff);
    const winners = winnersOf(battle, await repo.standingsOf(tx, [battleId]), now, false);
    const paidMasks = distinctPixKeyMasks(paidRows.map((p) => p.pixKey ?? ''));
    await payoutRepo.voidLivePayouts(tx, battleId, actor.id, now);
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
        previous: battle.prizePaidAt
          ? {
              paidAt: battle.prizePaidAt.toISOString(),
              paidBy: battle.prizePaidBy,
              paidByUsername: battle.prizePaidBy ? (usernames.get(battle.prizePaidBy) ?? null) : null,
              note: battle.prizePaidNote,
              withOpenFlags: battle.prizePaidWithOpenFlags,
            }
          : null,
        payments: paidRows.map((p, i) => ({
          userId: p.userId,
          amount: p.amount,
          pixKeyMasked: p.pixKey === null ? null : paidMasks[i],
          paidAt: p.recordedAt.toISOString(),
          paidByUsername: p.recordedBy ? (usernames.get(p.recordedBy) ?? null) : null,
          note: p.note,
        })),
        failedAttempts: live.length - paidRows.length,
        winners: winners.map((w) => ({ userId: w.userId, username: w.username, prizeShare: w.prizeShare })),
      },
    });
    return decorateOne(tx, row, now, actor);
  });
}
