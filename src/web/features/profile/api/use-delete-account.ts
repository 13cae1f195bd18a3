import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '#domain/endpoints/account.ts';
import type { DeleteAccountRequest } from '#domain/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { applySignedOut } from '#web/shared/session/session-cache.ts';

/** The account is anonymised and every session ends, this one too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => api(accountEndpoints.delete, { body }),
    onSuccess: () => {
      void applySignedOut(queryClient);
    },
  });
}
