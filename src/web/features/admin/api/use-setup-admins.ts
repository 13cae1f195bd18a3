import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWalletEndpoints } from '#domain/endpoints/admin-wallets.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** POST /api/admin/setup-admins (admin): grants admin to the configured addresses only. */
export function useSetupAdmins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(adminWalletEndpoints.setupAdmins),
    onSuccess: () => invalidateUsers(queryClient),
  });
}
