import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WalletResponse, walletResponseSchema } from '#domain/schemas/wallet.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchWallet(signal?: AbortSignal): Promise<WalletResponse> {
  return apiGet<z.infer<typeof walletResponseSchema>>('/api/wallet', { signal });
}

/** GET /api/wallet: balance, the daily amount and the history (newest first). Signed-in only. */
export function useWallet(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.wallet,
    queryFn: ({ signal }) => fetchWallet(signal),
    enabled,
  });
}
