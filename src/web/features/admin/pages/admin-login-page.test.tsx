import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_MISSING_FIELDS } from '#domain/messages/admin.ts';
import { loginResponseSchema, meResponseSchema } from '#domain/schemas/auth.ts';
import { signedInUser } from '#web/test-support/api-fixtures.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import AdminLoginPage from './admin-login-page.tsx';

const LOGIN = 'POST /api/auth/login';

function renderLogin() {
  const api = stubApi({
    'GET /api/me': () => reply(meResponseSchema, { user: null }),
    [LOGIN]: () =>
      reply(loginResponseSchema, {
        user: signedInUser({ role: 'admin' }),
        welcome: { firstSignIn: false, dailyYodcoins: 0 },
      }),
  });
  return { api, ...renderInApp(<AdminLoginPage />, { path: '/admin/*', url: '/admin/login' }) };
}

describe('the admin sign-in form', () => {
  it('says a blank field in a toast, sends nothing, then signs in with the address as stored', async () => {
    const { api, user } = renderLogin();
    await user.type(await screen.findByLabelText('E-mail'), '  Mestre@Yod.Test ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const toast = await findToast(ADMIN_LOGIN_MISSING_FIELDS.title);
    expect(within(toast.closest('li') ?? toast).getByText(ADMIN_LOGIN_MISSING_FIELDS.message)).toBeTruthy();
    expect(api.calls(LOGIN)).toEqual([]);
    // Nothing under the fields: the toast says it.
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();

    await user.type(screen.getByLabelText('Senha'), 'yodarena');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await findToast('Login realizado com sucesso!');
    expect(api.calls(LOGIN).map((c) => c.body)).toEqual([{ email: 'mestre@yod.test', password: 'yodarena' }]);
  });

  it('shows the password on request, as the public sign-in does', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText<HTMLInputElement>('Senha');
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
  });
});
