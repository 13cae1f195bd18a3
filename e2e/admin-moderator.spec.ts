import { expect, test } from './support/fixtures.ts';

const DENIED = 'Acesso negado: você não possui permissões de administrador para acessar esta área.';
const YODCOINS_DENIED =
  'Você não tem permissão para gerenciar YodCoins. Entre em contato com um administrador.';
const ADVERTISING_DENIED =
  'Você não tem permissão para gerenciar a publicidade. Entre em contato com um administrador.';

test('a moderator reaches only the dashboard and battles', async ({ page }) => {
  // The guard sends a visitor to /admin/login keeping where they were going.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fusers$/);
  await page.getByLabel('E-mail').fill('moderador@yod.test');
  await page.getByLabel('Senha', { exact: true }).fill('yodarena');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  await expect(page.getByTestId('admin-access-denied')).toHaveText(new RegExp(DENIED));
  await expect(page.getByText(DENIED, { exact: true })).toBeVisible();
  await expect(page.getByTestId('admin-role-label')).toHaveText('Moderador');

  const nav = page.locator('[data-testid^="admin-nav-"]');
  await expect(nav.first()).toBeVisible();
  const items = await nav.evaluateAll((links) => links.map((l) => l.getAttribute('data-testid')));
  expect(items).toEqual(['admin-nav-dashboard', 'admin-nav-battles', 'admin-nav-site']);

  // The server refuses the admin-only calls too.
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);

  await page.getByTestId('admin-nav-battles').click();
  await expect(page).toHaveURL(/\/admin\/battles$/);
  await expect(page.getByRole('button', { name: 'Nova Batalha' })).toBeVisible();
  await expect(page.getByTestId('admin-access-denied')).toHaveCount(0);

  await page.getByTestId('admin-nav-dashboard').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('admin-access-denied')).toHaveCount(0);

  // Pages with their own denied text show it; the others the generic one.
  const pages = [
    ['/admin/wallets', YODCOINS_DENIED],
    ['/admin/advertising', ADVERTISING_DENIED],
    ['/admin/audit', null],
  ] as const;
  for (const [path, own] of pages) {
    await page.goto(path);
    const denied = page.getByTestId('admin-access-denied');
    if (own) {
      await expect(denied.getByText('Acesso negado', { exact: true })).toBeVisible();
      await expect(denied.getByText(own, { exact: true })).toBeVisible();
      await expect(page.getByText(DENIED, { exact: true })).toHaveCount(0);
    } else {
      await expect(denied.getByText(DENIED, { exact: true })).toBeVisible();
    }
  }

  // The server gives the same texts.
  const wallet = await page.request.get('/api/admin/wallets/qualquer');
  expect(wallet.status()).toBe(403);
  expect((await wallet.json()).error.message).toBe(YODCOINS_DENIED);
  const banners = await page.request.get('/api/admin/banners');
  expect(banners.status()).toBe(403);
  expect((await banners.json()).error.message).toBe(ADVERTISING_DENIED);
});
