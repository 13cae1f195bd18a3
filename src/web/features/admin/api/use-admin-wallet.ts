import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWalletEndpoints } from '#domain/endpoints/admin-wallets.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/wallets/:userId (master). */
export const adminWalletQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.adminWallet(userId),
    queryFn: ({ signal }) => api(adminWalletEndpoints.get, { params: { userId } }, { signal }),
  });

export function useAdminWallet(userId: string) {
  return useQuery({ ...adminWalletQuery(userId), select: (data) => data.wallet });
}
