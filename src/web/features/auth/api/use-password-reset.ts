import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  registerResponseSchema,
} from '#domain/schemas/auth.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { applySignedOut } from '#web/shared/session/session-cache.ts';

type MessageResponse = z.infer<typeof registerResponseSchema>;

export function postForgotPassword(body: ForgotPasswordRequest) {
  return apiSend<MessageResponse>('POST', '/api/auth/forgot-password', body);
}

export function postResetPassword(body: ResetPasswordRequest) {
  return apiSend<MessageResponse>('POST', '/api/auth/reset-password', body);
}

/** POST /api/auth/forgot-password: mails a reset link (same answer whether or not the account exists). */
export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}

/**
 * POST /api/auth/reset-password: the new password, with the token from the e-mail link. The reset
 * ends every session of the account, this browser's too if it was signed in.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResetPassword,
    onSuccess: () => applySignedOut(queryClient),
  });
}
