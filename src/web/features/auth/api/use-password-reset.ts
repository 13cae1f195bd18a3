import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '#domain/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { applySignedOut } from '#web/shared/session/session-cache.ts';

/** Mails a reset link (same answer whether or not the account exists). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api(authEndpoints.forgotPassword, { body }),
  });
}

/**
 * The new password, with the token from the e-mail link. The reset ends every session of the
 * account, this browser's too if it was signed in.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api(authEndpoints.resetPassword, { body }),
    onSuccess: () => applySignedOut(queryClient),
  });
}
