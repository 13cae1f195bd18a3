import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import type { UpdateRoleRequest } from '#domain/schemas/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** PUT /api/admin/users/:id/role (admin): one role replaces the old one. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateRoleRequest }) =>
      api(adminUserEndpoints.updateRole, { params: { id: userId }, body }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
