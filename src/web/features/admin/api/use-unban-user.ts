import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import type { UnbanUserRequest } from '#domain/schemas/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** POST /api/admin/users/:id/unban (admin), with an optional revoke reason. */
export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UnbanUserRequest }) =>
      api(adminUserEndpoints.unban, { params: { id: userId }, body }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
