import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import LoginPage from './login-page.tsx';
import RegisterPage from './register-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

/** A signed-out visitor on one of the account pages. */
async function open(page: ReactNode, url: string) {
  stubApi({ 'GET /api/me': () => reply(meResponseSchema, { user: null }) });
  const view = renderInApp(page, { path: url.split('?')[0], url });
  await screen.findByRole('button', { name: /Entrar|Cadastrar|Enviar link|Salvar nova senha/ });
  return view;
}

const forms: [string, ReactNode, string, string[]][] = [
  ['sign-in', <LoginPage key="login" />, '/login', ['Senha']],
  ['sign-up', <RegisterPage key="register" />, '/register', ['Senha', 'Confirmar senha']],
  [
    'reset',
    <ResetPasswordPage key="reset" />,
    '/reset-password?token=abc',
    ['Nova senha', 'Confirmar nova senha'],
  ],
];

describe('the account forms share their fields', () => {
  it.each(forms)('%s: every password can be shown and hidden again', async (_, page, url, labels) => {
    const { user } = await open(page, url);
    for (const label of labels) {
      const input = screen.getByLabelText<HTMLInputElement>(label);
      expect(input.type).toBe('password');
      const toggle = within(input.parentElement as HTMLElement).getByRole('button', {
        name: 'Mostrar senha',
      });
      expect(toggle.getAttribute('aria-controls')).toBe(input.id);
      await user.click(toggle);
      expect(input.type).toBe('text');
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      await user.click(
        within(input.parentElement as HTMLElement).getByRole('button', { name: 'Ocultar senha' }),
      );
      expect(input.type).toBe('password');
    }
  });

  it.each([
    ['sign-in', <LoginPage key="login" />, '/login'],
    ['sign-up', <RegisterPage key="register" />, '/register'],
    ['forgot password', <ForgotPasswordPage key="forgot" />, '/forgot-password'],
  ] as const)('%s: the e-mail is asked the same way', async (_, page, url) => {
    await open(page, url);
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(email.type).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('spellcheck')).toBe('false');
    expect(email.required).toBe(true);
  });
});
