import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeleteAccountRequest, registerResponseSchema } from '#domain/schemas/auth.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { applySignedOut } from '#web/shared/session/session-cache.ts';

export function postDeleteAccount(body: DeleteAccountRequest) {
  return apiSend<z.infer<typeof registerResponseSchema>>('POST', '/api/account/delete', body);
}

/** POST /api/account/delete: the account is anonymised and every session ends, this one too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteAccount,
    onSuccess: () => {
      void applySignedOut(queryClient);
    },
  });
}
