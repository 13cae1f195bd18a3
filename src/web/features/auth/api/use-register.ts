import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisterRequest, registerResponseSchema } from '#domain/schemas/auth.ts';
import { apiSend } from '#web/lib/api-client.ts';

export function postRegister(body: RegisterRequest) {
  return apiSend<z.infer<typeof registerResponseSchema>>('POST', '/api/auth/register', body);
}

/** POST /api/auth/register; no session is opened until the email is confirmed. */
export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
