import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddModeratorRequest, addModeratorResponseSchema } from '#domain/schemas/admin-users.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

export function postModerator(body: AddModeratorRequest) {
  return apiSend<z.infer<typeof addModeratorResponseSchema>>('POST', '/api/admin/moderators', body);
}

/** POST /api/admin/moderators (admin): grants the role to an existing account by e-mail. */
export function useAddModerator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postModerator, onSuccess: () => invalidateUsers(queryClient) });
}
