import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setupAdminsResponseSchema } from '#domain/schemas/admin-wallets.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

export function postSetupAdmins() {
  return apiSend<z.infer<typeof setupAdminsResponseSchema>>('POST', '/api/admin/setup-admins', undefined);
}

/** POST /api/admin/setup-admins (admin): grants admin to the configured addresses only. */
export function useSetupAdmins() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSetupAdmins, onSuccess: () => invalidateUsers(queryClient) });
}
