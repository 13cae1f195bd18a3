import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, loginAs, test } from './support/fixtures.ts';
import { latestLinkFor } from './support/outbox.ts';

/** How many mails the server's dev outbox holds for an address. */
function mailsTo(email: string): number {
  const dir = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');
  return readdirSync(dir).filter(
    (f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to?: string }).to === email,
  ).length;
}

test.describe('accounts', () => {
  test('sign up, confirm through the outbox, log in and reach the arena', async ({ page }) => {
    const email = `novo${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill(`Novo${Date.now() % 100000}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByLabel('Chave PIX').fill(email);
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText('Verifique seu email para confirmar a conta.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    const link = new URL(latestLinkFor(email));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Email confirmado! Agora você pode entrar.')).toBeVisible();

    await loginAs(page, email, 'segredo1');
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  });

  test('an unverified user is told to confirm and can have the link sent again', async ({ page }) => {
    const email = `pendente${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill(`Pendente${Date.now() % 100000}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByLabel('Chave PIX').fill(email);
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(mailsTo(email)).toBe(1);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByRole('button', { name: /entrar/i }).click();
    await expect(
      page
        .getByText('Confirme seu email antes de entrar. Enviamos um link de confirmação para o seu endereço.')
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByRole('button', { name: 'Reenviar email de confirmação' }).click();
    await expect(page.getByText('Email de confirmação reenviado!')).toBeVisible();
    await expect.poll(() => mailsTo(email)).toBe(2);

    // The new link confirms the account.
    const link = new URL(latestLinkFor(email));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Email confirmado! Agora você pode entrar.')).toBeVisible();
    await loginAs(page, email, 'segredo1');
  });

  test('mismatched and short passwords show the exact messages', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill('Alguem');
    await page.getByLabel('Email').fill('alguem@example.com');
    await page.getByLabel('Chave PIX').fill('alguem@example.com');
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
    await page.getByLabel('Email').fill('lutador2@yod.test');
    await page.getByLabel('Senha', { exact: true }).fill('senhaerrada');
    await page.getByRole('button', { name: /entrar/i }).click();
    await expect(page.getByText('Email ou senha inválidos.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('logged-in users are sent from /login and /register to the arena', async ({ page }) => {
    await loginAs(page, 'lutador3@yod.test');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/arena/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/arena/);
  });
});
