import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminModeratorEndpoints } from '#domain/endpoints/admin-moderators.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** DELETE /api/admin/moderators/:userId (admin, 204): back to a plain user. */
export function useRemoveModerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api(adminModeratorEndpoints.remove, { params: { userId } }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
