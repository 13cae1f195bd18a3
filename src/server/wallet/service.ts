import type { WalletResponse } from '#domain/schemas/wallet.ts';
import type { AppDeps } from '#server/deps.ts';
import { getSettings } from '#server/settings/repository.ts';
import { findCredits, listLedger } from './repository.ts';

export const WALLET_HISTORY_LIMIT = 200;

export async function getWallet(deps: AppDeps, userId: string): Promise<WalletResponse> {
  const [wallet, settings, ledger] = await Promise.all([
    findCredits(deps.db, userId),
    getSettings(deps.db),
    listLedger(deps.db, userId, WALLET_HISTORY_LIMIT),
  ]);
  return {
    balance: wallet?.balance ?? 0,
    dailyYodcoins: settings.dailyYodcoins,
    transactions: ledger.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
  };
}
