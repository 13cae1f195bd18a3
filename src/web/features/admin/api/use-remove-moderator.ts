import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateUsers, pathId } from './invalidate.ts';

export function deleteModerator(userId: string) {
  return apiSend('DELETE', `/api/admin/moderators/${pathId(userId)}`);
}

/** DELETE /api/admin/moderators/:userId (admin, 204): back to a plain user. */
export function useRemoveModerator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteModerator, onSuccess: () => invalidateUsers(queryClient) });
}
