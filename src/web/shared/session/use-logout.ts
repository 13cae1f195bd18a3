import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { applySignedOut } from './session-cache.ts';

/** Ends the session. Callers navigate afterwards (the header goes to '/'). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(authEndpoints.logout),
    onSuccess: () => {
      void applySignedOut(queryClient);
    },
  });
}
