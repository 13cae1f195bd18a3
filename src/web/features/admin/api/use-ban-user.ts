import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import type { BanUserRequest } from '#domain/schemas/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** POST /api/admin/users/:id/ban (admin): null hours means permanent. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: BanUserRequest }) =>
      api(adminUserEndpoints.ban, { params: { id: userId }, body }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
