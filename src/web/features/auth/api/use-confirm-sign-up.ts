import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import type { ClaimSignUpRequest, ConfirmEmailRequest } from '#domain/schemas/signup-confirmation.ts';
import { api } from '#web/lib/api-client.ts';

/** "Fui eu": the sign-up's password confirms the address (no session yet: the page signs in next). */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: ConfirmEmailRequest) => api(authEndpoints.confirmEmail, { body }),
  });
}

/** "Não fui eu, ou esqueci a senha": a password of one's own; the sign-up's choices are dropped. */
export function useClaimSignUp() {
  return useMutation({
    mutationFn: (body: ClaimSignUpRequest) => api(authEndpoints.claimSignUp, { body }),
  });
}
