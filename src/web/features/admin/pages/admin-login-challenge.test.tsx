import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LoginChallengeDetails, loginResponseSchema, meResponseSchema } from '#domain/schemas/auth.ts';
import type { ProofOfWorkChallenge } from '#domain/schemas/proof-of-work.ts';
import { signedInUser } from '#web/test-support/api-fixtures.ts';
import { deferred, reply, replyError, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import AdminLoginPage from './admin-login-page.tsx';

// The proof of work is stubbed beside the network (features/auth/pages/login-challenge.test.tsx
// covers the public form; shared/proof-of-work/solve-challenge.test.ts solves real challenges).
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

describe('the admin sign-in asked for a proof of work', () => {
  it('solves it, shows "Verificando…" meanwhile, and signs in without a second click', async () => {
    const solving = deferred<string>();
    solveProofOfWork.mockImplementation(() => solving.promise);
    const api = stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      [LOGIN]: ({ body }) =>
        (body as { altcha?: string }).altcha === 'solucao'
          ? reply(loginResponseSchema, {
              user: signedInUser({ role: 'admin', isMaster: true }),
              welcome: { firstSignIn: false, dailyYodcoins: 0 },
            })
          : replyError('LOGIN_CHALLENGE_REQUIRED', undefined, details),
    });
    const { user } = renderInApp(<AdminLoginPage />, { path: '/admin/*', url: '/admin/login' });

    await user.type(await screen.findByLabelText('E-mail'), 'mestre@yod.test');
    await user.type(screen.getByLabelText('Senha'), 'yodarena');
    await user.click(screen.getByRole('button', { name: /entrar/i }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: /Verificando…/ })).disabled).toBe(
      true,
    );
    expect(screen.getByText(/Houve muitas tentativas de login nesta conta/).getAttribute('role')).toBe(
      'status',
    );
    solving.resolve('solucao');
    await findToast('Login realizado com sucesso!');
    expect(api.calls(LOGIN).map((c) => c.body)).toEqual([
      { email: 'mestre@yod.test', password: 'yodarena' },
      { email: 'mestre@yod.test', password: 'yodarena', altcha: 'solucao' },
    ]);
  });
});
