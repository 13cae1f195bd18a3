import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type BanRestoreOutcome, banRestoreNotice } from '#domain/accounts/ban.ts';
import { deriveDisplayStatus, effectiveMaxParticipants } from '#domain/battles/battle-status.ts';
import { battleLink } from '#server/admin/battles/mappers.ts';
import { DISQUALIFIED_VOID_REASON, type Disqualification } from '#server/admin/vote-review/disqualify.ts';
import { VOTE_TABLES } from '#server/admin/vote-review/void-repository.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { banDisqualifications, battles } from '#server/db/schema.ts';
import { closeVoteGates } from '#server/db/vote-gate.ts';
import { notifyRefundedFans } from '#server/fans/fighter-back.ts';
import { notify } from '#server/notifications/service.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';

/**
 * Records which entries a ban took out (so an unban can put them back) and tells the fighter, one
 * notification per battle: they read it once the ban is over.
 */
export async function recordBanDisqualifications(
  tx: DbOrTx,
  input: { banId: string; userId: string; now: Date; battles: Disqualification[] },
): Promise<void> {
  if (input.battles.length === 0) return;
  await tx.insert(banDisqualifications).values(
    input.battles.map((b) => ({
      banId: input.banId,
      battleEventId: b.battleId,
      userId: input.userId,
      disqualifiedAt: input.now,
    })),
  );
  await notify(
    tx,
    input.battles.map((b) => ({
      userId: input.userId,
      type: 'participant_disqualified' as const,
      title: 'Você foi desclassificado de uma batalha',
      body: `Por causa do banimento, você foi desclassificado da batalha "${b.battleTitle}". Os votos recebidos nela foram anulados e devolvidos aos fãs.`,
      link: b.battleLink,
    })),
  );
}

export interface BanRestore {
  battleId: string;
  battleTitle: string;
  outcome: BanRestoreOutcome;
}

/**
 * The unban's other half: every entry the revoked bans took out comes back where the battle still
 * runs and has a seat; otherwise the record says why not. A restored fighter starts again from
 * zero (the ban voided and refunded their votes); those voided votes leave the fans' places, so the
 * same fans may vote for them again, as after a removal
 * (docs/decisions/0016-money-moves-by-the-rules.md, 4). Each battle in the order a disqualification
 * takes it: vote gate, battle, entry. One audit row and one notification per battle.
 */
export async function restoreBanParticipationsTx(
  tx: DbOrTx,
  /** actorId: the admin who unbanned; null when the ban ran out (ban-expiry-job.ts). */
  input: { userId: string; banIds: string[]; now: Date; actorId: string | null },
): Promise<BanRestore[]> {
  if (input.banIds.length === 0) return [];
  const records = await tx
    .select()
    .from(banDisqualifications)
    .where(and(inArray(banDisqualifications.banId, input.banIds), isNull(banDisqualifications.restoredAt)))
    .orderBy(banDisqualifications.battleEventId);
  if (records.length === 0) return [];
  await closeVoteGates(
    tx,
    records.map((r) => r.battleEventId),
  );
  const out: BanRestore[] = [];
  for (const record of records) {
    const [battle] = await tx
      .select()
      .from(battles)
      .where(eq(battles.id, record.battleEventId))
      .for('no key update');
    if (!battle) continue;
    const [entry] = await queryRows<{ id: string; disqualified_at: Date | string | null }>(
      tx,
      sql`SELECT id, disqualified_at FROM battle_event_participants
           WHERE battle_event_id = ${battle.id} AND user_id = ${input.userId} FOR UPDATE`,
    );
    const outcome: BanRestoreOutcome = !entry
      ? 'removed'
      : entry.disqualified_at === null
        ? 'restored'
        : deriveDisplayStatus(battle, input.now) === 'finished' || battle.prizePaidAt
          ? 'finished'
          : battle.participantsCount >= effectiveMaxParticipants(battle.maxParticipants)
            ? 'full'
            : 'restored';
    let participantsCount = battle.participantsCount;
    if (outcome === 'restored' && entry?.disqualified_at !== null) {
      await tx.execute(
        sql`UPDATE battle_event_participants SET disqualified_at = NULL, disqualified_reason = NULL
             WHERE battle_event_id = ${battle.id} AND user_id = ${input.userId}`,
      );
      const [row] = await tx
        .update(battles)
        .set({ participantsCount: sql`${battles.participantsCount} + 1`, updatedAt: input.now })
        .where(eq(battles.id, battle.id))
        .returning({ participantsCount: battles.participantsCount });
      participantsCount = row?.participantsCount ?? participantsCount + 1;
      await freeVotersPlaces(tx, battle.id, input.userId, record.disqualifiedAt);
      await notifyRefundedFans(tx, {
        battleId: battle.id,
        battleTitle: battle.title,
        link: battleLink(battle),
        fighterUserId: input.userId,
        voidedAt: record.disqualifiedAt,
        voidReason: DISQUALIFIED_VOID_REASON,
        banId: record.banId,
      });
      await publishBattleUpdate(tx, {
        type: 'participants',
        battleId: battle.id,
        participantsCount,
        status: battle.status,
      });
    }
    await tx
      .update(banDisqualifications)
      .set({ restoredAt: input.now, restoreOutcome: outcome })
      .where(
        and(
          eq(banDisqualifications.banId, record.banId),
          eq(banDisqualifications.battleEventId, record.battleEventId),
        ),
      );
    const notice = banRestoreNotice(outcome, battle.title);
    if (notice) {
      await notify(tx, {
        userId: input.userId,
        type: outcome === 'restored' ? 'participant_restored' : 'participant_not_restored',
        title: notice.title,
        body: notice.body,
        link: battleLink(battle),
      });
    }
    await recordAudit(tx, {
      actorUserId: input.actorId,
      action: 'participant.restore',
      targetType: 'participant',
      targetId: battle.id,
      changes: {
        battleId: battle.id,
        battleTitle: battle.title,
        userId: input.userId,
        banId: record.banId,
        outcome,
        participantsCount,
      },
    });
    out.push({ battleId: battle.id, battleTitle: battle.title, outcome });
  }
  return out;
}

/** The votes the ban's disqualification voided stop holding their voters' places. */
async function freeVotersPlaces(tx: DbOrTx, battleId: string, userId: string, voidedAt: Date): Promise<void> {
  for (const table of Object.values(VOTE_TABLES)) {
    await tx.execute(
      sql`UPDATE ${sql.raw(table)} SET entry_removed = true
           WHERE battle_event_id = ${battleId} AND participant_user_id = ${userId}
             AND voided_at = ${voidedAt.toISOString()}::timestamptz AND void_reason = ${DISQUALIFIED_VOID_REASON}
             AND NOT entry_removed`,
    );
  }
}
