import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateRoleRequest, updateRoleResponseSchema } from '#domain/schemas/admin-users.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateUsers, pathId } from './invalidate.ts';

export function putRole({ userId, body }: { userId: string; body: UpdateRoleRequest }) {
  return apiSend<z.infer<typeof updateRoleResponseSchema>>(
    'PUT',
    `/api/admin/users/${pathId(userId)}/role`,
    body,
  );
}

/** PUT /api/admin/users/:id/role (admin): one role replaces the old one. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putRole, onSuccess: () => invalidateUsers(queryClient) });
}
