import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAs, test } from './support/fixtures.ts';
import { latestLinkFor, outboxDir } from './support/outbox.ts';
import { confirmSignUp } from './support/verified-account.ts';

/** The subjects of the mails the server's dev outbox holds for an address, oldest first. */
function subjectsTo(email: string): string[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to?: string; subject?: string })
    .filter((m) => m.to === email)
    .map((m) => m.subject ?? '');
}

/** How many mails the server's dev outbox holds for an address. */
function mailsTo(email: string): number {
  return subjectsTo(email).length;
}

/** Signs up through the API and confirms the address through the outbox link. */
async function confirmedAccount(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/register', {
    data: {
      username: `Conta${Date.now() % 1_000_000}`,
      email,
      password,
      confirmPassword: password,
      pixKey: '529.982.247-25',
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await confirmSignUp(request, email, password);
}

/** Opens the newest confirmation link mailed to `email` in the page, as its reader would. */
async function openConfirmationLink(page: Page, email: string) {
  const link = new URL(latestLinkFor(email));
  await page.goto(`${link.pathname}${link.search}`);
}

test.describe('accounts', () => {
  test('sign up, confirm through the outbox, log in and reach the arena', async ({ page }) => {
    const email = `novo${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill(`Novo${Date.now() % 100000}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByLabel('Chave PIX').fill(email);
    await page.getByLabel(/Li e aceito/).check();
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText('Verifique seu e-mail para confirmar a conta.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The link alone confirms nothing: the sign-up's password does, and signs in.
    await openConfirmationLink(page, email);
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    await page.getByLabel('Senha do cadastro').fill('segredo1');
    await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await expect(page).toHaveURL(/\/arena/);
    // The account's first sign-in: welcomed as new, with its first YodCoins.
    await expect(page.getByText('Bem-vindo à arena!')).toBeVisible();
    await expect(page.getByText('Login realizado com sucesso!')).toHaveCount(0);
  });

  test('an unverified user is told to confirm and can have the link sent again', async ({ page }) => {
    const email = `pendente${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill(`Pendente${Date.now() % 100000}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByLabel('Chave PIX').fill(email);
    await page.getByLabel(/Li e aceito/).check();
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(mailsTo(email)).toBe(1);

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByRole('button', { name: /entrar/i }).click();
    await expect(
      page
        .getByText(
          'Confirme seu e-mail antes de entrar. Enviamos um link de confirmação para o seu endereço.',
        )
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(page.getByText('E-mail de confirmação reenviado!')).toBeVisible();
    await expect.poll(() => mailsTo(email)).toBe(2);

    // The new link confirms the account.
    await openConfirmationLink(page, email);
    await page.getByLabel('Senha do cadastro').fill('segredo1');
    await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await expect(page).toHaveURL(/\/arena/);
    await expect(page.getByRole('button', { name: /^Menu do usuário/ })).toBeVisible();
  });

  test('the sign-up form asks for each field, types the PIX key, shows the password and needs the Terms', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: /cadastr/i }).click();
    for (const text of [
      'Informe seu nome de lutador',
      'Informe seu e-mail',
      'Crie uma senha',
      'Confirme sua senha',
      'Chave PIX é obrigatória',
      'Para se cadastrar, aceite os Termos de Uso e a Política de Privacidade.',
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();

    const pix = page.getByLabel('Chave PIX');
    const hint = page.getByTestId('pix-key-hint');
    await pix.fill('not a pix key at all !!');
    await expect(
      page
        .locator('form')
        .getByText(
          'Chave PIX inválida. Use seu CPF, CNPJ, e-mail, telefone com DDD ou a chave aleatória do seu banco.',
        ),
    ).toBeVisible();
    await pix.fill('529.982.247-24');
    // One message for a wrong key: the red error, without the hint repeating it.
    await expect(page.locator('form').getByText('CPF inválido: confira os 11 dígitos.')).toBeVisible();
    await expect(hint).toHaveText('');
    await pix.fill('529.982.247-25');
    await expect(hint).toHaveText('Tipo detectado: CPF');
    await pix.fill('(11) 98765-4321');
    await expect(hint).toHaveText('Tipo detectado: Telefone');

    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo1');
    await expect(password).toHaveAttribute('type', 'password');
    const show = page.getByRole('button', { name: 'Mostrar senha' }).first();
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(password).toHaveAttribute('type', 'text');
    const hide = page.getByRole('button', { name: 'Ocultar senha' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByLabel('Nome de lutador').fill('Sem Termos');
    await page.getByLabel('E-mail').fill('sem-termos@example.com');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(
      page
        .locator('form')
        .getByText('Para se cadastrar, aceite os Termos de Uso e a Política de Privacidade.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register/);
    const form = page.locator('form');
    await expect(form.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  test('a wrong sign-up is summed up above the form, without toasts', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill('Alguem Toasts');
    await page.getByLabel('E-mail').fill('toasts@example.com');
    await page.getByLabel('Chave PIX').fill('toasts@example.com');
    await page.getByLabel(/Li e aceito/).check();
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('outra123');
    const summary = page.getByTestId('error-summary');
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: /cadastr/i }).click();
      await expect(summary).toContainText('Confirmar senha: As senhas não coincidem');
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
    await expect(summary).toHaveCount(0);
  });

  test('the login form shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo1');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('mismatched and short passwords show the exact messages', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill('Alguem');
    await page.getByLabel('E-mail').fill('alguem@example.com');
    await page.getByLabel('Chave PIX').fill('alguem@example.com');
    await page.getByLabel(/Li e aceito/).check();
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('outra123');
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText('As senhas não coincidem').first()).toBeVisible();

    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByLabel('Confirmar senha').fill('123');
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register/);
  });

  test('a wrong password gets a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('lutador2@yod.test');
    await page.getByLabel('Senha', { exact: true }).fill('senhaerrada');
    await page.getByRole('button', { name: /entrar/i }).click();
    await expect(page.getByText('E-mail ou senha inválidos.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('logged-in users are sent from /login and /register to the arena', async ({ page }) => {
    await loginAs(page, 'lutador3@yod.test');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/arena/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/arena/);
  });

  test('many failed logins on an account: the owner’s browser proves work unseen and gets in', async ({
    page,
    request,
  }) => {
    const email = `alvo${Date.now()}@example.com`;
    await confirmedAccount(request, email, 'segredo1');
    // An attacker spends the account's free failures.
    for (let i = 0; i < 8; i++) {
      const res = await request.post('/api/auth/login', { data: { email, password: 'errada123' } });
      expect(res.status()).toBe(401);
    }
    const answers: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/login')) answers.push(r.status());
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByRole('button', { name: /entrar/i }).click();
    // The outcome, not the 'Verificando…' the browser shows while it works: a fast proof may never
    // show it.
    await expect(page).toHaveURL(/\/arena/);
    // The account's first sign-in (made through the API): welcomed as new.
    await expect(page.getByText('Bem-vindo à arena!')).toBeVisible();
    // Asked once for a proof of work, then signed in with it: no second click.
    expect(answers).toEqual([429, 200]);
  });

  test('a new PIX key asks for the password and the owner is mailed', async ({ page, request }) => {
    const email = `pix${Date.now()}@example.com`;
    await confirmedAccount(request, email, 'segredo1');
    await loginAs(page, email, 'segredo1');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await expect(page.getByLabel('Senha atual')).toHaveCount(0);
    await page.getByLabel('Chave PIX').fill('nova-chave@example.com');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(
      page.getByText('Para trocar a chave PIX, confirme com a senha que você usa para entrar.').first(),
    ).toBeVisible();
    await page.getByLabel('Senha atual').fill('segredo1');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Perfil atualizado!')).toBeVisible();
    await expect(page.getByText('nova-chave@example.com')).toBeVisible();
    await expect.poll(() => subjectsTo(email).at(-1)).toBe('Sua chave PIX foi alterada no Yod Arena');
  });

  test('signing up with a registered address looks like any sign-up, and its owner is told', async ({
    page,
  }) => {
    const email = 'lutador7@yod.test';
    const before = mailsTo(email);
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill(`Intruso${Date.now() % 100000}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByLabel('Chave PIX').fill('intruso@example.com');
    await page.getByLabel(/Li e aceito/).check();
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText('Verifique seu e-mail para confirmar a conta.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect
      .poll(() => subjectsTo(email).slice(before))
      .toEqual(['Tentativa de cadastro com seu e-mail no Yod Arena']);
    await loginAs(page, email);
  });
  test("a sign-up made with someone else's address: the owner says 'Não fui eu', sets a password, and nothing the sign-up chose stays", async ({
    page,
    request,
  }) => {
    const email = `dona${Date.now()}@example.com`;
    const squatter = `Posseiro${Date.now() % 100000}`;
    const res = await request.post('/api/auth/register', {
      data: {
        username: squatter,
        email,
        password: 'senha-do-posseiro',
        confirmPassword: 'senha-do-posseiro',
        pixKey: 'golpista@example.com',
        acceptTerms: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);

    await openConfirmationLink(page, email);
    await page.getByRole('link', { name: 'Não fui eu: definir minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('minha-senha');
    await page.getByLabel('Confirmar nova senha').fill('minha-senha');
    await page.getByRole('button', { name: 'Definir senha e entrar' }).click();
    await expect(page).toHaveURL(/\/arena/);

    await page.goto('/profile');
    await expect(page.getByText('Nenhuma chave cadastrada')).toBeVisible();
    await expect(page.getByText(squatter)).toHaveCount(0);
    const squatterLogin = await request.post('/api/auth/login', {
      data: { email, password: 'senha-do-posseiro' },
    });
    expect(squatterLogin.status()).toBe(401);
  });
});
