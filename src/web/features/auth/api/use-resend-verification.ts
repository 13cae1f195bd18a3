import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resendVerificationRequestSchema } from '#domain/schemas/auth.ts';
import type { okSchema } from '#domain/schemas/common.ts';
import { apiSend } from '#web/lib/api-client.ts';

export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

export function postResendVerification(body: ResendVerificationRequest) {
  return apiSend<z.infer<typeof okSchema>>('POST', '/api/auth/resend-verification', body);
}

/** POST /api/auth/resend-verification: a new confirmation link for an unverified account. */
export function useResendVerification() {
  return useMutation({ mutationFn: postResendVerification });
}
