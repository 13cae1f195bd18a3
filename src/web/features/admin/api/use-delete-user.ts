import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** DELETE /api/admin/users/:id (admin): a permanent ban 'Account deleted by admin'. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api(adminUserEndpoints.remove, { params: { id: userId } }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
