import { sql } from 'drizzle-orm';
import { splitPrize } from '#domain/battles/winners.ts';
import { isPrizePaymentOverdue, prizePaymentLastDay } from '#domain/money/prize-deadline.ts';
import type { PrizesToPay, PrizeToPay } from '#domain/schemas/admin-dashboard.ts';
import { displayStatusSql } from '#server/admin/battles/repository.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { participantVotesTotalOf } from '#server/db/vote-totals.ts';

/** The card lists the nearest ones; the count and the total cover them all. */
const LISTED = 10;

interface OwedRow extends Record<string, unknown> {
  id: string;
  title: string;
  slug: string | null;
  end_time: Date | string;
  prize_amount: number | string;
  winners: number | string;
  winners_paid: number | string;
  failed_attempts: number | string;
}

/**
 * 'Prêmios a pagar' (docs/product.md#prize-paid): every finished battle with a prize that some
 * winner is still owed, by the rules the admin card applies (the winners of the tie rule among
 * the fighters not disqualified, each owed an equal share rounded down to the cent, paid once
 * they have a live 'paid' payout), with the Terms' last day, 7 business days after the end
 * (domain/money/prize-deadline.ts). A battle marked paid as a whole (prize_paid_at) owes nothing.
 */
export async function prizesToPay(db: DbOrTx, now: Date): Promise<PrizesToPay> {
  const rows = await queryRows<OwedRow>(
    db,
    sql`WITH owed AS (
          SELECT b.id, b.title, b.slug, b.end_time, b.prize_amount
            FROM battle_events b
           WHERE b.prize_amount > 0 AND b.prize_paid_at IS NULL
             AND ${displayStatusSql(now)} = 'finished'
        ), tally AS (
          SELECT bp.battle_event_id, bp.user_id, ${participantVotesTotalOf('bp')} AS votes
            FROM battle_event_participants bp
            JOIN owed o ON o.id = bp.battle_event_id
           WHERE bp.disqualified_at IS NULL
        ), winners AS (
          SELECT t.battle_event_id, t.user_id
            FROM tally t
           WHERE t.votes > 0
             AND t.votes = (SELECT max(t2.votes) FROM tally t2 WHERE t2.battle_event_id = t.battle_event_id)
        )
        SELECT o.id, o.title, o.slug, o.end_time, o.prize_amount,
               count(*) AS winners,
               count(*) FILTER (WHERE p.paid) AS winners_paid,
               coalesce(sum(p.failed) FILTER (WHERE NOT p.paid), 0) AS failed_attempts
          FROM owed o
          JOIN winners w ON w.battle_event_id = o.id
          CROSS JOIN LATERAL (
            SELECT coalesce(bool_or(pp.outcome = 'paid'), false) AS paid,
                   count(*) FILTER (WHERE pp.outcome = 'failed') AS failed
              FROM prize_payouts pp
             WHERE pp.battle_event_id = o.id AND pp.user_id = w.user_id AND pp.voided_at IS NULL
          ) p
         GROUP BY o.id, o.title, o.slug, o.end_time, o.prize_amount`,
  );
  const owed: PrizeToPay[] = [];
  let totalCents = 0;
  for (const row of rows) {
    const winners = Number(row.winners);
    const unpaid = winners - Number(row.winners_paid);
    if (unpaid <= 0) continue;
    const shareCents = Math.round(splitPrize(Number(row.prize_amount), winners).share * 100);
    totalCents += shareCents * unpaid;
    const lastDay = prizePaymentLastDay(row.end_time);
    owed.push({
      id: row.id,
      title: row.title,
      slug: row.slug,
      endTime: new Date(row.end_time).toISOString(),
      owed: (shareCents * unpaid) / 100,
      winners,
      winnersUnpaid: unpaid,
      failedAttempts: Number(row.failed_attempts),
      lastDay,
      overdue: isPrizePaymentOverdue(lastDay, now),
    });
  }
  owed.sort((a, b) => a.lastDay.localeCompare(b.lastDay) || a.endTime.localeCompare(b.endTime));
  const first = owed[0];
  return {
    count: owed.length,
    total: totalCents / 100,
    overdueCount: owed.filter((b) => b.overdue).length,
    nearest: first ? { lastDay: first.lastDay, overdue: first.overdue } : null,
    battles: owed.slice(0, LISTED),
  };
}
