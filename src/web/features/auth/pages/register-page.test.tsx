import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meResponseSchema, messageResponseSchema, REGISTER_DONE_MESSAGE } from '#domain/schemas/auth.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import RegisterPage from './register-page.tsx';

function Here() {
  const location = useLocation();
  return <p data-testid="here">{`${location.pathname}${location.search}`}</p>;
}

describe('the sign-up page', () => {
  it('names every wrong field at once in a summary above the form, with no toast', async () => {
    stubApi({ 'GET /api/me': () => reply(meResponseSchema, { user: null }) });
    const { user } = renderInApp(<RegisterPage />, { path: '/register' });
    await user.click(await screen.findByRole('button', { name: /cadastrar/i }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain('Corrija os 6 campos abaixo para continuar:');
    const named = within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(named).toEqual([
      ['Nome de lutador', '#cadastro-nome'],
      ['E-mail', '#cadastro-email'],
      ['Senha', '#cadastro-senha'],
      ['Confirmar senha', '#cadastro-confirmar-senha'],
      ['Chave PIX', '#cadastro-pix'],
      ['Termos de Uso', '#cadastro-termos'],
    ]);
    for (const [, href] of named) expect(document.getElementById(String(href).slice(1))).not.toBeNull();
    expect(screen.queryByText('Erro no cadastro')).toBeNull();

    // Fixing a field takes it off the summary.
    await user.type(screen.getByLabelText('Nome de lutador'), 'Novo Fã');
    await waitFor(() => expect(within(summary).queryByText('Nome de lutador')).toBeNull());
  });

  it('sends the page the fan came from, then the sign-in page keeps it', async () => {
    const api = stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'POST /api/auth/register': () =>
        reply(messageResponseSchema, { ok: true, message: REGISTER_DONE_MESSAGE }, 201),
    });
    const { user } = renderInApp(<RegisterPage />, {
      path: '/register',
      url: '/register?from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai',
      otherPages: { '/login': <Here /> },
    });
    await user.type(await screen.findByLabelText('Nome de lutador'), 'Novo Fã');
    await user.type(screen.getByLabelText('E-mail'), 'novo@example.com');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'segredo1');
    await user.type(screen.getByLabelText('Confirmar senha'), 'segredo1');
    await user.type(screen.getByLabelText('Chave PIX'), 'novo@example.com');
    await user.click(screen.getByLabelText(/Li e aceito/));
    await user.click(screen.getByRole('button', { name: /cadastrar/i }));
    expect((await screen.findByTestId('here')).textContent).toBe(
      '/login?cadastro=1&from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai',
    );
    expect(api.calls('POST /api/auth/register')[0]?.body).toMatchObject({
      email: 'novo@example.com',
      from: '/battle/final?lutador=Saenchai',
    });
  });
});
