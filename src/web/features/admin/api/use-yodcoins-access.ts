import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { yodcoinsAccessSchema } from '#domain/schemas/admin-wallets.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchYodcoinsAccess(signal?: AbortSignal) {
  return apiGet<z.infer<typeof yodcoinsAccessSchema>>('/api/admin/yodcoins/access', { signal });
}

/** GET /api/admin/yodcoins/access (staff): whether this admin is the master. */
export function useYodcoinsAccess() {
  return useQuery({
    queryKey: queryKeys.adminYodcoinsAccess,
    queryFn: ({ signal }) => fetchYodcoinsAccess(signal),
    retry: false,
  });
}
