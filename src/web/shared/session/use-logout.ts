import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { applySignedOut } from './session-cache.ts';

export function postLogout() {
  return apiSend('POST', '/api/auth/logout');
}

/** POST /api/auth/logout (204). Callers navigate afterwards (the header goes to '/'). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogout,
    onSuccess: () => {
      void applySignedOut(queryClient);
    },
  });
}
