import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminTransactionListResponse } from '#domain/schemas/admin-wallets.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { pathId } from './invalidate.ts';

export function fetchAdminTransactions(userId: string, cursor: string | undefined, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: '50', ...(cursor ? { cursor } : {}) });
  return apiGet<AdminTransactionListResponse>(`/api/admin/wallets/${pathId(userId)}/transactions?${search}`, {
    signal,
  });
}

/** GET /api/admin/wallets/:userId/transactions (master): newest first, 50 at a time ('Carregar mais'). */
export function useAdminTransactions(userId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminWalletTransactions(userId),
    queryFn: ({ signal, pageParam }) => fetchAdminTransactions(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
