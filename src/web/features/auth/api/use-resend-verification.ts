import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import type { EndpointInput } from '#domain/endpoints/endpoint.ts';
import { api } from '#web/lib/api-client.ts';

type ResendVerificationRequest = EndpointInput<typeof authEndpoints.resendVerification>['body'];

/** A new confirmation link for an unverified account. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (body: ResendVerificationRequest) => api(authEndpoints.resendVerification, { body }),
  });
}
