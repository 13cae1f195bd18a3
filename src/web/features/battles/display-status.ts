import { type BattleStatus, deriveDisplayStatus } from '#domain/battles/battle-status.ts';
import type { ShareResult } from '#domain/pages/share.ts';
import type { BattleCard, BattleDetail } from '#domain/schemas/battles.ts';

/**
 * The status to show now. Re-derived on the page clock rather than trusting the server's
 * `displayStatus` from load time, so a countdown reaching zero flips the card to 'Finalizada'
 * and a live participant count can make it 'Em Andamento' without a refetch.
 */
export function cardDisplayStatus(card: BattleCard, now: Date): BattleStatus {
  return deriveDisplayStatus(
    {
      status: card.status,
      startTime: card.startTime,
      endTime: card.endTime,
      participantsCount: card.participantsCount.current,
      maxParticipants: card.maxParticipants,
    },
    now,
  );
}

/** The public address of a battle: its slug when it has one, else its id. */
export function battleSlugOrId(card: Pick<BattleCard, 'id' | 'slug'>): string {
  return card.slug || card.id;
}

export function battlePath(card: Pick<BattleCard, 'id' | 'slug'>): string {
  return `/battle/${encodeURIComponent(battleSlugOrId(card))}`;
}

/** A finished battle's result for the share texts: its winners' names; nothing while it runs. */
export function battleShareResult(
  battle: Pick<BattleDetail, 'participants' | 'winners'>,
  displayStatus: BattleStatus,
): ShareResult | undefined {
  if (displayStatus !== 'finished') return undefined;
  const winners = new Set(battle.winners);
  return { champions: battle.participants.filter((p) => winners.has(p.userId)).map((p) => p.username) };
}
