import { yodcoinsLabel } from '#domain/text/format-number.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import type { Db } from '#server/db/client.ts';
import { getSettings } from '#server/settings/repository.ts';
import { appendLedger, claimDailyGrant, ensureCreditsRow } from './repository.ts';

/**
 * The free daily YodCoins: granted on the first authenticated request of
 * each calendar day in America/Sao_Paulo, in one transaction with its ledger row.
 */
export async function grantDailyIfDue(db: Db, userId: string, now = new Date()): Promise<number | null> {
  const day = saoPauloDayKey(now);
  return db.transaction(async (tx) => {
    const { dailyYodcoins } = await getSettings(tx);
    await ensureCreditsRow(tx, userId);
    if (dailyYodcoins <= 0) return null;
    const balance = await claimDailyGrant(tx, userId, day, dailyYodcoins);
    if (balance === null) return null;
    await appendLedger(tx, {
      userId,
      type: 'daily_grant',
      amount: dailyYodcoins,
      description: `Bônus diário de ${yodcoinsLabel(dailyYodcoins)}`,
    });
    return balance;
  });
}
