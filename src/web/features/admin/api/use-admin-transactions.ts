import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminWalletEndpoints } from '#domain/endpoints/admin-wallets.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/wallets/:userId/transactions (master): newest first, 50 at a time ('Carregar mais'). */
export const adminTransactionsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminWalletTransactions(userId),
    queryFn: ({ signal, pageParam }) =>
      api(
        adminWalletEndpoints.transactions,
        { params: { userId }, query: { limit: 50, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAdminTransactions(userId: string) {
  return useInfiniteQuery(adminTransactionsQuery(userId));
}
