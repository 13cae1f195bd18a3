import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminWalletResponseSchema } from '#domain/schemas/admin-wallets.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { pathId } from './invalidate.ts';

export function fetchAdminWallet(userId: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof adminWalletResponseSchema>>(`/api/admin/wallets/${pathId(userId)}`, {
    signal,
  });
}

/** GET /api/admin/wallets/:userId (master). */
export function useAdminWallet(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminWallet(userId),
    queryFn: ({ signal }) => fetchAdminWallet(userId, signal),
    select: (data) => data.wallet,
  });
}
