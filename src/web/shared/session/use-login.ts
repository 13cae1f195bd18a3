import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginRequest, loginResponseSchema } from '#domain/schemas/auth.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { applySignedIn } from './session-cache.ts';

export function postLogin(body: LoginRequest) {
  return apiSend<z.infer<typeof loginResponseSchema>>('POST', '/api/auth/login', body);
}

/** POST /api/auth/login; on success the session cache holds the user at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: ({ user }) => {
      void applySignedIn(queryClient, user);
    },
  });
}
