import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import type { EndpointOutput } from '#domain/endpoints/endpoint.ts';
import type { LoginRequest } from '#domain/schemas/auth.ts';
import type { ProofOfWorkChallenge } from '#domain/schemas/proof-of-work.ts';
import { api, isApiError } from '#web/lib/api-client.ts';
import { applySignedIn } from './session-cache.ts';

/** Challenges answered for one sign-in before its last refusal is shown (failures elsewhere may raise the level meanwhile). */
const MAX_CHALLENGES = 3;

/**
 * The challenge of a LOGIN_CHALLENGE_REQUIRED refusal (domain/schemas/auth.ts
 * loginChallengeDetailsSchema), or null for any other error. Only its outline is checked here (no
 * zod in the shared chunk); the solver refuses a challenge it cannot solve.
 */
function challengeOf(error: unknown): ProofOfWorkChallenge | null {
  if (!isApiError(error) || error.code !== 'LOGIN_CHALLENGE_REQUIRED') return null;
  const details = error.details as { challenge?: { parameters?: unknown } } | undefined;
  const challenge = details?.challenge;
  return challenge && typeof challenge.parameters === 'object' && challenge.parameters !== null
    ? (challenge as ProofOfWorkChallenge)
    : null;
}

/**
 * Signs in, answering the server's proof-of-work challenge when the account is past its failure
 * budget and this network is new to it (docs/decisions/0017-accounts-under-attack.md): the
 * browser solves it and sends the sign-in again, the person sees only `onVerifying`. A challenge
 * that cannot be solved leaves the server's refusal (a clear pt-BR message) to show.
 */
export async function loginAnsweringChallenges(
  body: LoginRequest,
  onVerifying: (verifying: boolean) => void,
): Promise<EndpointOutput<typeof authEndpoints.login>> {
  let altcha: string | undefined;
  for (let round = 0; ; round++) {
    try {
      return await api(authEndpoints.login, { body: altcha === undefined ? body : { ...body, altcha } });
    } catch (error) {
      const challenge = round < MAX_CHALLENGES ? challengeOf(error) : null;
      if (!challenge) throw error;
      onVerifying(true);
      try {
        // Loaded on the first challenge only: a sign-in that needs none never downloads the solver.
        const { solveProofOfWork } = await import('#web/shared/proof-of-work/solve-challenge.ts');
        altcha = await solveProofOfWork(challenge).catch(() => {
          throw error;
        });
      } finally {
        onVerifying(false);
      }
    }
  }
}

/**
 * Signs in (challenges answered); on success the session cache holds the user at
 * once. `verifying` is true while the browser solves a challenge ('Verificando…').
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: LoginRequest) => loginAnsweringChallenges(body, setVerifying),
    onSuccess: ({ user }) => {
      void applySignedIn(queryClient, user);
    },
  });
  return { ...mutation, verifying };
}
