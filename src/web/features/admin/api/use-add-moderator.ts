import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminModeratorEndpoints } from '#domain/endpoints/admin-moderators.ts';
import type { AddModeratorRequest } from '#domain/schemas/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** POST /api/admin/moderators (admin): grants the role to an existing account by e-mail. */
export function useAddModerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddModeratorRequest) => api(adminModeratorEndpoints.add, { body }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
