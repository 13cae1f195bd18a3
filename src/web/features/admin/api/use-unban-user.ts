import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnbanUserRequest, userActionResponseSchema } from '#domain/schemas/admin-users.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateUsers, pathId } from './invalidate.ts';

export function postUnbanUser({ userId, body }: { userId: string; body: UnbanUserRequest }) {
  return apiSend<z.infer<typeof userActionResponseSchema>>(
    'POST',
    `/api/admin/users/${pathId(userId)}/unban`,
    body,
  );
}

/** POST /api/admin/users/:id/unban (admin), with an optional revoke reason. */
export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postUnbanUser, onSuccess: () => invalidateUsers(queryClient) });
}
