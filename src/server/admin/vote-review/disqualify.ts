import { sql } from 'drizzle-orm';
import { deriveDisplayStatus } from '#domain/battles/battle-status.ts';
import { battleLink } from '#server/admin/battles/mappers.ts';
import { releaseSeat } from '#server/admin/battles/participants-repository.ts';
import type { BattleRow } from '#server/admin/battles/repository.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battles } from '#server/db/schema.ts';
import { closeVoteGates } from '#server/db/vote-gate.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { closeSpentFlags } from './flag-repository.ts';
import { voidedSummary, voidVotesInTx } from './void-service.ts';

export const DISQUALIFIED_VOID_REASON = 'Lutador desclassificado (banido ou excluído)';
/** A moderator's panel ban: out of that one battle, not banned. */
export const PANEL_DISQUALIFY_CAUSE = 'Desclassificado desta batalha pela moderação';
export const PANEL_DISQUALIFY_VOID_REASON = 'Lutador desclassificado desta batalha pela moderação';

export interface Disqualification {
  battleId: string;
  battleTitle: string;
  battleLink: string;
  voided: number;
  refunded: number;
}

/**
 * A banned (when the admin chose to) or deleted fighter leaves every battle still open (not
 * finished): marked disqualified (out of the ranking, the winners, the count and the seats, refused
 * as a vote target), every vote for them voided with the fans' YodCoins refunded (void-service.ts),
 * open pages told, one audit row per battle. Runs in the ban's own transaction. Finished battles
 * keep their result; an unban puts the fighter back where the ban recorded it
 * (admin/users/ban-participations.ts).
 */
export async function disqualifyInTx(
  tx: DbOrTx,
  input: { userId: string; now: Date; actorId: string | null; cause: string },
): Promise<Disqualification[]> {
  // Per battle, its vote gate first, so no fan's vote for the fighter is in flight from here to
  // the commit; then the entry, which a guest's or the master's vote updates
  // (docs/decisions/0016-money-moves-by-the-rules.md). Read again until no entry is new: a join
  // that committed meanwhile gets the same order.
  const entries = sql`SELECT bp.battle_event_id AS id FROM battle_event_participants bp
                       WHERE bp.user_id = ${input.userId} AND bp.disqualified_at IS NULL`;
  const gated = new Set<string>();
  const battleRows: { id: string }[] = [];
  for (;;) {
    const fresh = (await queryRows<{ id: string }>(tx, entries))
      .map((b) => b.id)
      .filter((id) => !gated.has(id));
    if (fresh.length === 0) break;
    await closeVoteGates(tx, fresh);
    for (const id of fresh) gated.add(id);
    // Then the battles, before the entries (the order a master's vote takes them): each loses a
    // counted entry below.
    const freshList = sql.join(
      fresh.map((id) => sql`${id}`),
      sql`, `,
    );
    await queryRows(
      tx,
      sql`SELECT id FROM battle_events WHERE id IN (${freshList}) ORDER BY id FOR NO KEY UPDATE`,
    );
    // Re-checked under the lock: an entry disqualified meanwhile (a moderator's) is left out.
    battleRows.push(
      ...(await queryRows<{ id: string }>(
        tx,
        sql`${entries} AND bp.battle_event_id IN (${freshList}) ORDER BY bp.battle_event_id FOR UPDATE`,
      )),
    );
  }
  if (battleRows.length === 0) return [];
  const rows = await tx
    .select()
    .from(battles)
    .where(
      sql`${battles.id} IN (${sql.join(
        battleRows.map((b) => sql`${b.id}`),
        sql`, `,
      )})`,
    );
  const out: Disqualification[] = [];
  for (const battle of rows.sort((a, b) => a.id.localeCompare(b.id))) {
    if (deriveDisplayStatus(battle, input.now) === 'finished') continue;
    out.push(await disqualifyInBattleTx(tx, battle, input));
  }
  return out;
}

/**
 * One battle's share of a disqualification: the fighter marked disqualified there, their votes
 * voided and refunded, open pages told, the audit row. The caller has closed the battle's vote gate
 * (db/vote-gate.ts) and holds the fighter's entry FOR UPDATE, so no vote for them commits between
 * this and the commit, and has checked the battle is not finished; a moderator's panel ban ends
 * here, for its one battle (admin/battles/participants-service.ts).
 */
export async function disqualifyInBattleTx(
  tx: DbOrTx,
  battle: BattleRow,
  input: { userId: string; now: Date; actorId: string | null; cause: string; voidReason?: string },
): Promise<Disqualification> {
  // The entry leaves the count with its place in the ranking: one definition of taking part
  // (docs/product.md#joining), so seats, cards and "Participando" agree with the listed fighters.
  const marked = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE battle_event_participants
           SET disqualified_at = ${input.now.toISOString()}::timestamptz, disqualified_reason = ${input.cause}
         WHERE battle_event_id = ${battle.id} AND user_id = ${input.userId} AND disqualified_at IS NULL
     RETURNING id`,
  );
  const participantsCount =
    marked.length === 0 ? battle.participantsCount : await releaseSeat(tx, battle.id, input.now);
  const outcome = await voidVotesInTx(tx, {
    battleId: battle.id,
    battleTitle: battle.title,
    battleLink: battleLink(battle),
    selection: { participantUserId: input.userId },
    reason: input.voidReason ?? DISQUALIFIED_VOID_REASON,
    now: input.now,
    actorId: input.actorId,
    notice: 'foi anulado porque o lutador foi desclassificado',
  });
  await closeSpentFlags(tx, battle.id, { now: input.now, actorId: input.actorId });
  // Open pages refetch the battle, which no longer lists the fighter.
  await publishBattleUpdate(tx, {
    type: 'participants',
    battleId: battle.id,
    participantsCount,
    status: battle.status,
  });
  await recordAudit(tx, {
    actorUserId: input.actorId,
    action: 'participant.disqualify',
    targetType: 'participant',
    targetId: battle.id,
    changes: {
      battleId: battle.id,
      battleTitle: battle.title,
      userId: input.userId,
      cause: input.cause,
      voided: outcome.voided,
      refunded: outcome.refunded,
      votes: voidedSummary(outcome.votes),
    },
  });
  return {
    battleId: battle.id,
    battleTitle: battle.title,
    battleLink: battleLink(battle),
    voided: outcome.voided,
    refunded: outcome.refunded,
  };
}
