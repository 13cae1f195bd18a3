import { sql } from 'drizzle-orm';
import { deriveDisplayStatus } from '#domain/battle-status.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battleEvents } from '#server/db/schema.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { battleLink } from '../battles/mappers.ts';
import { voidedSummary, voidVotesInTx } from './void-service.ts';

export const DISQUALIFIED_VOID_REASON = 'Lutador desclassificado (banido ou excluído)';

export interface Disqualification {
  battleId: string;
  voided: number;
  refunded: number;
}

/**
 * A banned or deleted fighter leaves every battle still open (not finished): marked disqualified
 * (out of the ranking and the winners, refused as a vote target), every vote for them voided with
 * the fans' YodCoins refunded (void-service.ts), open pages told, one audit row per battle. Runs in
 * the ban's own transaction. A later unban does not undo it; finished battles keep their result.
 */
export async function disqualifyInTx(
  tx: DbOrTx,
  input: { userId: string; now: Date; actorId: string | null; cause: string },
): Promise<Disqualification[]> {
  const battles = await queryRows<{ id: string }>(
    tx,
    sql`SELECT bp.battle_event_id AS id FROM battle_event_participants bp
         WHERE bp.user_id = ${input.userId} AND bp.disqualified_at IS NULL
         ORDER BY bp.battle_event_id FOR UPDATE`,
  );
  if (battles.length === 0) return [];
  const rows = await tx
    .select()
    .from(battleEvents)
    .where(
      sql`${battleEvents.id} IN (${sql.join(
        battles.map((b) => sql`${b.id}`),
        sql`, `,
      )})`,
    );
  const out: Disqualification[] = [];
  for (const battle of rows.sort((a, b) => a.id.localeCompare(b.id))) {
    if (deriveDisplayStatus(battle, input.now) === 'finished') continue;
    await tx.execute(
      sql`UPDATE battle_event_participants
             SET disqualified_at = ${input.now.toISOString()}::timestamptz, disqualified_reason = ${input.cause}
           WHERE battle_event_id = ${battle.id} AND user_id = ${input.userId}`,
    );
    const outcome = await voidVotesInTx(tx, {
      battleId: battle.id,
      battleTitle: battle.title,
      battleLink: battleLink(battle),
      selection: { participantUserId: input.userId },
      reason: DISQUALIFIED_VOID_REASON,
      now: input.now,
      actorId: input.actorId,
      notice: 'foi anulado porque o lutador foi desclassificado',
    });
    // Open pages refetch the battle, which no longer lists the fighter.
    await publishBattleUpdate(tx, {
      type: 'participants',
      battleId: battle.id,
      participantsCount: battle.participantsCount,
      status: battle.status,
    });
    await recordAudit(tx, {
      actorUserId: input.actorId,
      action: 'participant.disqualify',
      targetType: 'participant',
      targetId: battle.id,
      changes: {
        battleTitle: battle.title,
        userId: input.userId,
        cause: input.cause,
        voided: outcome.voided,
        refunded: outcome.refunded,
        votes: voidedSummary(outcome.votes),
      },
    });
    out.push({ battleId: battle.id, voided: outcome.voided, refunded: outcome.refunded });
  }
  return out;
}
