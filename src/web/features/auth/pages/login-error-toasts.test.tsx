import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { reply, replyError, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import LoginPage from './login-page.tsx';

describe('login form toasts', () => {
  it("a new submission closes the previous attempt's error toast", async () => {
    const api = stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'POST /api/auth/login': () => replyError('LOGIN_INVALID_CREDENTIALS'),
    });
    const { user } = renderInApp(<LoginPage />, { path: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'fa@yod.test');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'errada1');
    await user.click(screen.getByRole('button', { name: /entrar/i }));
    await findToast('Erro no login');

    await user.click(screen.getByRole('button', { name: /entrar/i }));
    await waitFor(() => expect(api.calls('POST /api/auth/login')).toHaveLength(2));
    const toaster = screen.getByRole('region', { name: /^Notificações/ });
    // The second answer's toast only: the first one was closed when the form was sent again.
    await waitFor(() => expect(within(toaster).getAllByText('Erro no login')).toHaveLength(1));
  });
});
