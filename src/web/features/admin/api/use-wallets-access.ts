import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWalletEndpoints } from '#domain/endpoints/admin-wallets.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/yodcoins/access (staff): whether this admin is the master. */
export const walletsAccessQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminYodcoinsAccess,
    queryFn: ({ signal }) => api(adminWalletEndpoints.yodcoinsAccess, {}, { signal }),
  });

export function useWalletsAccess() {
  return useQuery({ ...walletsAccessQuery(), retry: false });
}
