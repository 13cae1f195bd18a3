import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUserListResponseSchema } from '../../../../domain/schemas/admin-users.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function fetchAdminUsers(signal?: AbortSignal) {
  return apiGet<z.infer<typeof adminUserListResponseSchema>>('/api/admin/users', { signal });
}

/** GET /api/admin/users (admin): every user with stats; the page filters on the client. */
export function useAdminUsers() {
  return useQuery({ queryKey: queryKeys.adminUsers, queryFn: ({ signal }) => fetchAdminUsers(signal) });
}
