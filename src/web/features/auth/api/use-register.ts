import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import type { RegisterRequest } from '#domain/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** A new account; no session is opened until the email is confirmed. */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => api(authEndpoints.register, { body }) });
}
