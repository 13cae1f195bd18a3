import type { z } from 'zod';
import {
  APPROVAL_FIELDS,
  isBeforeOpening,
  moderatorStatusChoices,
  promisesPrize,
} from '#domain/battles/battle-approval.ts';
import { type BattleStatus, battleStatusLabel } from '#domain/battles/battle-status.ts';
import type { createBattleRequestSchema } from '#domain/schemas/admin-battles.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { appError } from '#server/http/app-error.ts';
import { displayStatusOf } from './mappers.ts';
import type { BattleInsert, BattleRow } from './repository.ts';

// The rules of a battle's status that take two people for prize money
// (docs/decisions/0035-prize-money-two-people.md): what a moderator may choose, what a new or
// edited battle is stored with, and the audit of an admin's approval. service.ts applies them.

type CreateInput = z.output<typeof createBattleRequestSchema>;

export function forcedStatus(requested: BattleStatus, start: Date | null, now: Date): BattleStatus {
  if (requested === 'pending') return 'pending';
  return start !== null && start.getTime() > now.getTime() ? 'scheduled' : requested;
}

/**
 * A moderator saves only the statuses the battle's rules give (moderatorStatusChoices): 403
 * naming the status otherwise, before anything is written.
 */
export function refuseModeratorStatus(
  actor: Viewer,
  requested: BattleStatus | undefined,
  current: BattleRow | null,
  start: Date | null,
  now: Date,
): void {
  if (actor.role !== 'moderator' || requested === undefined) return;
  const choices = moderatorStatusChoices({
    current: current?.status ?? null,
    currentDisplay: current ? displayStatusOf(current, now) : null,
    start,
    now,
  });
  if (choices.includes(requested)) return;
  throw appError('BATTLE_STATUS_NOT_ALLOWED', {
    message: `Moderadores não escolhem a situação "${battleStatusLabel(requested)}": ela segue as datas e as inscrições da batalha, ou é definida por um administrador. Nada foi alterado.`,
  });
}

/**
 * The status a new battle is stored with: the form's rule (forcedStatus), except that a moderator's
 * battle promising a prize waits for an admin, whatever the request asked
 * (docs/decisions/0035-prize-money-two-people.md).
 */
export function createdStatus(actor: Viewer, input: CreateInput, start: Date, now: Date): BattleStatus {
  refuseModeratorStatus(actor, input.status, null, start, now);
  if (actor.role === 'moderator' && promisesPrize(input.prizeAmount)) return 'pending';
  return forcedStatus(input.status ?? 'waiting', start, now);
}

/**
 * Two people for prize money (docs/decisions/0035-prize-money-two-people.md), on a moderator's
 * edit of a battle that promises a prize (before or after the edit): a change of its prize, dates
 * or seats sends it back to 'pending' for an admin, whatever status was asked, while no fan has
 * joined or voted yet, and is refused once it has opened; and nothing but an admin takes it out of
 * 'pending'. `patch`, `before` and `after` are the edit as computed so far, adjusted in place.
 */
export function applyApprovalRule(
  actor: Viewer,
  current: BattleRow,
  patch: Partial<BattleInsert>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  now: Date,
): void {
  if (actor.role !== 'moderator') return;
  const prizeAfter = patch.prizeAmount ?? current.prizeAmount;
  if (!promisesPrize(current.prizeAmount) && !promisesPrize(prizeAfter)) return;
  const moneyChanged = APPROVAL_FIELDS.some((field) => field in after);
  if (!moneyChanged) {
    if (current.status === 'pending' && 'status' in after) throw appError('BATTLE_APPROVAL_REQUIRED');
    return;
  }
  if (!isBeforeOpening(displayStatusOf(current, now))) throw appError('BATTLE_OPEN_PRIZE_CHANGE');
  if (current.status === 'pending') {
    delete patch.status;
    delete before.status;
    delete after.status;
    return;
  }
  patch.status = 'pending';
  before.status = current.status;
  after.status = 'pending';
}

export async function recordApproval(
  tx: DbOrTx,
  actor: Viewer,
  row: BattleRow,
  before: BattleStatus,
  after: BattleStatus,
): Promise<void> {
  await recordAudit(tx, {
    actorUserId: actor.id,
    action: 'battle.approve',
    targetType: 'battle',
    targetId: row.id,
    changes: {
      title: row.title,
      status: { before, after },
      approved: {
        prizeAmount: row.prizeAmount,
        prizeType: row.prizeType,
        startTime: row.startTime?.toISOString() ?? null,
        endTime: row.endTime.toISOString(),
        maxParticipants: row.maxParticipants,
      },
      createdBy: row.createdBy,
    },
  });
}
