import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userActionResponseSchema } from '#domain/schemas/admin-users.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateUsers, pathId } from './invalidate.ts';

export function deleteUser(userId: string) {
  return apiSend<z.infer<typeof userActionResponseSchema>>(
    'DELETE',
    `/api/admin/users/${pathId(userId)}`,
    undefined,
  );
}

/** DELETE /api/admin/users/:id (admin): a permanent ban 'Account deleted by admin'. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUsers(queryClient) });
}
