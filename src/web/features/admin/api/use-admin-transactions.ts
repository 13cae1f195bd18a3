import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminTransactionListResponseSchema } from '../../../../domain/schemas/admin-wallets.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { pathId } from './invalidate.ts';

export function fetchAdminTransactions(userId: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof adminTransactionListResponseSchema>>(
    `/api/admin/wallets/${pathId(userId)}/transactions`,
    {
      signal,
    },
  );
}

/** GET /api/admin/wallets/:userId/transactions (master): newest first, at most 200. */
export function useAdminTransactions(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminWalletTransactions(userId),
    queryFn: ({ signal }) => fetchAdminTransactions(userId, signal),
    select: (data) => data.transactions,
  });
}
