import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_CHALLENGE_REQUIRED } from '#domain/messages/auth.ts';
import { type LoginChallengeDetails, loginResponseSchema, meResponseSchema } from '#domain/schemas/auth.ts';
import type { ProofOfWorkChallenge } from '#domain/schemas/proof-of-work.ts';
import { signedInUser } from '#web/test-support/api-fixtures.ts';
import { deferred, reply, replyError, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import LoginPage from './login-page.tsx';

// The proof of work is the one piece stubbed beside the network: the test holds it in flight to
// see the form while the browser works (shared/proof-of-work/solve-challenge.test.ts solves real ones).
const solveProofOfWork = vi.hoisted(() =>
  vi.fn<(challenge: ProofOfWorkChallenge, signal?: AbortSignal) => Promise<string>>(),
);
vi.mock(import('#web/shared/proof-of-work/solve-challenge.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  solveProofOfWork,
}));

const details: LoginChallengeDetails = {
  challenge: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'bm9uY2U',
      salt: 'c2FsdA',
      cost: 1000,
      keyLength: 32,
      keyPrefix: 'ab',
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      data: { purpose: 'login', account: 'tag', level: 0 },
    },
    signature: 'c2lnbmF0dXJl',
  },
};

const LOGIN = 'POST /api/auth/login';

/** The login API: asks for a proof of work until the request carries one, then signs in. */
function stubLogin(user = signedInUser()) {
  return stubApi({
    'GET /api/me': () => reply(meResponseSchema, { user: null }),
    [LOGIN]: ({ body }) =>
      (body as { altcha?: string }).altcha === 'solucao'
        ? reply(loginResponseSchema, { user, welcome: { firstSignIn: false, dailyYodcoins: 0 } })
        : replyError('LOGIN_CHALLENGE_REQUIRED', undefined, details),
  });
}

describe('a sign-in asked for a proof of work', () => {
  it('solves it, shows "Verificando…" meanwhile, and signs in without a second click', async () => {
    const solving = deferred<string>();
    solveProofOfWork.mockImplementation(() => solving.promise);
    const api = stubLogin();
    // Any path: a signed-in visitor goes on to the arena.
    const { user } = renderInApp(<LoginPage />, { path: '*', url: '/login' });

    await user.type(await screen.findByLabelText('E-mail'), 'fa@yodarena.test');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'segredo1');
    await user.click(screen.getByRole('button', { name: /entrar/i }));

    expect((await screen.findByRole<HTMLButtonElement>('button', { name: /Verificando…/ })).disabled).toBe(
      true,
    );
    expect(screen.getByText(/Houve muitas tentativas de login nesta conta/).getAttribute('role')).toBe(
      'status',
    );
    await waitFor(() => expect(solveProofOfWork).toHaveBeenCalledWith(details.challenge));
    // No error is shown while the browser works on it.
    expect(screen.queryByText(LOGIN_CHALLENGE_REQUIRED.message)).toBeNull();

    solving.resolve('solucao');
    await findToast('Login realizado com sucesso!');
    expect(api.calls(LOGIN).map((c) => c.body)).toEqual([
      { email: 'fa@yodarena.test', password: 'segredo1' },
      { email: 'fa@yodarena.test', password: 'segredo1', altcha: 'solucao' },
    ]);
    expect(screen.queryByText(/Houve muitas tentativas de login nesta conta/)).toBeNull();
  });

  it('shows the clear refusal when the browser cannot solve it', async () => {
    solveProofOfWork.mockRejectedValue(new Error('timeout'));
    const api = stubLogin();
    const { user } = renderInApp(<LoginPage />, { path: '/login' });
    await user.type(await screen.findByLabelText('E-mail'), 'fa@yodarena.test');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'segredo1');
    await user.click(screen.getByRole('button', { name: /entrar/i }));
    expect((await screen.findAllByText(LOGIN_CHALLENGE_REQUIRED.message)).length).toBeGreaterThan(0);
    expect(api.calls(LOGIN)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: /entrar/i }).disabled).toBe(false),
    );
  });
});
