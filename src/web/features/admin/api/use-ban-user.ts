import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BanUserRequest, banUserResponseSchema } from '#domain/schemas/admin-users.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateUsers, pathId } from './invalidate.ts';

export function postBanUser({ userId, body }: { userId: string; body: BanUserRequest }) {
  return apiSend<z.infer<typeof banUserResponseSchema>>(
    'POST',
    `/api/admin/users/${pathId(userId)}/ban`,
    body,
  );
}

/** POST /api/admin/users/:id/ban (admin): null hours means permanent. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postBanUser, onSuccess: () => invalidateUsers(queryClient) });
}
