import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginResponseSchema, meResponseSchema } from '#domain/schemas/auth.ts';
import { signUpConfirmedResponseSchema } from '#domain/schemas/signup-confirmation.ts';
import { signedInUser } from '#web/test-support/api-fixtures.ts';
import { reply, replyError, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import ConfirmEmailPage from './confirm-email-page.tsx';

/** Where the app is after the sign-in (the battle page's stand-in). */
function Here() {
  const location = useLocation();
  return <p data-testid="here">{`${location.pathname}${location.search}`}</p>;
}

const LINK = '/confirm-email?token=abc&from=%2Fbattle%2Ffinal';
const otherPages = { '/battle/:idOrSlug': <Here />, '/login': <Here /> };

describe('the confirmation link’s page', () => {
  it('"Fui eu": the sign-up password confirms, then signs in as new and goes back to the battle', async () => {
    const api = stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'POST /api/auth/confirm-email': () =>
        reply(signUpConfirmedResponseSchema, {
          ok: true,
          message: 'E-mail confirmado!',
          email: 'fa@yod.test',
        }),
      'POST /api/auth/login': () =>
        reply(loginResponseSchema, {
          user: signedInUser({ balance: 3 }),
          welcome: { firstSignIn: true, dailyYodcoins: 3 },
        }),
    });
    const { user } = renderInApp(<ConfirmEmailPage />, { path: '/confirm-email', url: LINK, otherPages });
    await user.type(await screen.findByLabelText('Senha do cadastro'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
    expect((await screen.findByTestId('here')).textContent).toBe('/battle/final');
    await findToast('Bem-vindo à arena!');
    expect(api.calls('POST /api/auth/confirm-email')).toHaveLength(1);
    expect(api.calls('POST /api/auth/login')).toHaveLength(1);
  });

  it('a wrong password is said in the form, and nothing signs in', async () => {
    const api = stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'POST /api/auth/confirm-email': () => replyError('CONFIRM_WRONG_PASSWORD'),
    });
    const { user } = renderInApp(<ConfirmEmailPage />, { path: '/confirm-email', url: LINK, otherPages });
    await user.type(await screen.findByLabelText('Senha do cadastro'), 'palpite1');
    await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Senha incorreta.');
    await waitFor(() => expect(api.calls('POST /api/auth/confirm-email')).toHaveLength(1));
    expect(api.calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('"Não fui eu" asks for a password of one’s own, twice, and says what goes', async () => {
    stubApi({ 'GET /api/me': () => reply(meResponseSchema, { user: null }) });
    const { user } = renderInApp(<ConfirmEmailPage />, { path: '/confirm-email', url: LINK, otherPages });
    await user.click(await screen.findByRole('link', { name: 'Não fui eu: definir minha senha' }));
    expect(await screen.findByRole('heading', { name: 'Defina sua senha' })).toBeTruthy();
    expect(
      screen.getByText(/O nome de lutador e a chave PIX informados no cadastro serão apagados/),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Nova senha', { exact: true }), 'minha-senha');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra-senha');
    await user.click(screen.getByRole('button', { name: 'Definir senha e entrar' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();
  });
});
