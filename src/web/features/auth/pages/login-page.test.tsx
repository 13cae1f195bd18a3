import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginResponseSchema, meResponseSchema, type SignInWelcome } from '#domain/schemas/auth.ts';
import { signedInUser } from '#web/test-support/api-fixtures.ts';
import { reply, replyError, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import LoginPage from './login-page.tsx';

/** Where the app is after the sign-in (the battle page's stand-in). */
function Here() {
  const location = useLocation();
  return <p data-testid="here">{`${location.pathname}${location.search}`}</p>;
}

const FROM_BATTLE = '/login?from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai';

async function signIn(url: string, welcome: SignInWelcome) {
  stubApi({
    'GET /api/me': () => reply(meResponseSchema, { user: null }),
    'POST /api/auth/login': () =>
      reply(loginResponseSchema, { user: signedInUser({ balance: welcome.dailyYodcoins }), welcome }),
  });
  const { user } = renderInApp(<LoginPage />, {
    path: '/login',
    url,
    otherPages: { '/battle/:idOrSlug': <Here />, '/arena': <Here /> },
  });
  await user.type(await screen.findByLabelText('E-mail'), 'fa@yod.test');
  await user.type(screen.getByLabelText('Senha', { exact: true }), 'segredo1');
  await user.click(screen.getByRole('button', { name: /entrar/i }));
}

describe('the sign-in page', () => {
  it('a first sign-in is welcomed as new, with its YodCoins, back on the page the fan came from', async () => {
    await signIn(FROM_BATTLE, { firstSignIn: true, dailyYodcoins: 3 });
    expect((await screen.findByTestId('here')).textContent).toBe('/battle/final?lutador=Saenchai');
    const toast = (await findToast('Bem-vindo à arena!')).closest('[data-sonner-toast]') as HTMLElement;
    expect(within(toast).getByText(/você ganhou 3 YodCoins para votar/)).toBeTruthy();
    expect(screen.queryByText('Bem-vindo de volta à arena!')).toBeNull();
  });

  it('a returning fan is welcomed back', async () => {
    await signIn('/login', { firstSignIn: false, dailyYodcoins: 0 });
    expect((await screen.findByTestId('here')).textContent).toBe('/arena');
    const toast = (await findToast('Login realizado com sucesso!')).closest(
      '[data-sonner-toast]',
    ) as HTMLElement;
    expect(within(toast).getByText('Bem-vindo de volta à arena!')).toBeTruthy();
  });

  it('a refusal is said once, in the form, and no toast repeats it', async () => {
    const api = stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'POST /api/auth/login': () => replyError('LOGIN_INVALID_CREDENTIALS'),
    });
    const { user } = renderInApp(<LoginPage />, { path: '/login' });
    await user.type(await screen.findByLabelText('E-mail'), 'fa@yod.test');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'errada1');
    await user.click(screen.getByRole('button', { name: /entrar/i }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('E-mail ou senha inválidos.');
    await user.click(screen.getByRole('button', { name: /entrar/i }));
    await waitFor(() => expect(api.calls('POST /api/auth/login')).toHaveLength(2));
    expect(screen.getAllByText('E-mail ou senha inválidos.')).toHaveLength(1);
    expect(screen.queryByText('Erro no login')).toBeNull();
  });

  it('its submit button works before the scripts run: a form posted to the page, not disabled', async () => {
    stubApi({ 'GET /api/me': () => reply(meResponseSchema, { user: null }) });
    renderInApp(<LoginPage />, { path: '/login', url: FROM_BATTLE });
    const button = await screen.findByRole('button', { name: /entrar/i });
    const form = button.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(FROM_BATTLE);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('"Cadastre-se" and the confirmation notice keep the way back', async () => {
    stubApi({ 'GET /api/me': () => reply(meResponseSchema, { user: null }) });
    renderInApp(<LoginPage />, { path: '/login', url: `${FROM_BATTLE}&cadastro=1` });
    const link = await screen.findByRole('link', { name: 'Cadastre-se' });
    expect(link.getAttribute('href')).toBe('/register?from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai');
    expect(screen.getByText('Cadastro realizado com sucesso!')).toBeTruthy();
  });
});
