import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '#domain/endpoints/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/wallet: balance, the daily amount and the history (newest first). Signed-in only. */
export const walletQuery = () =>
  queryOptions({
    queryKey: queryKeys.wallet,
    queryFn: ({ signal }) => api(walletEndpoints.get, {}, { signal }),
  });

export function useWallet(enabled: boolean) {
  return useQuery({ ...walletQuery(), enabled });
}
