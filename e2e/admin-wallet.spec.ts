import { adminLogin, auditRows } from './support/admin-ui.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// Only this journey adjusts lutador4's (Sittichai) wallet.
const USER = 'lutador4@yod.test';
const NAME = 'Sittichai';
const DESCRIPTION = 'Adição de 5 YodCoins pelo administrador';

test('the master admin adds 5 YodCoins and the user sees the admin_add row in /wallet', async ({
  page,
  browser,
}) => {
  // The user signs in first, so their daily grant (if due) lands before the adjustment.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await loginAs(userPage, USER);

  await adminLogin(page, 'mestre@yod.test', '/admin/wallets');
  await page.getByLabel('Buscar usuário', { exact: true }).fill(USER);
  await page.getByRole('button', { name: `Selecionar ${NAME}` }).click();
  await expect(page.getByTestId('selected-user')).toHaveText(NAME);

  const balance = page.getByTestId('admin-wallet-balance');
  await expect(balance).toHaveText(/^\d+ YodCoins?$/);
  const before = Number((await balance.textContent())?.match(/^\d+/)?.[0]);

  await page.getByRole('button', { name: '+5', exact: true }).click();
  await expect(page.getByTestId('adjust-amount')).toHaveValue('5');
  const adjusted = page.waitForResponse((r) => /\/api\/admin\/wallets\/[^/]+\/adjust$/.test(r.url()));
  await page.getByRole('button', { name: 'Aplicar ajuste' }).click();
  const response = await adjusted;
  expect(response.status()).toBe(200);
  const userId = decodeURIComponent(new URL(response.url()).pathname.split('/').at(-2) ?? '');

  await expect(page.getByText('Ajuste realizado com sucesso')).toBeVisible();
  await expect(page.getByText(`Novo saldo: ${before + 5} YodCoins`)).toBeVisible();
  await expect(balance).toHaveText(`${before + 5} YodCoins`);
  const adminRow = page.getByTestId('admin-transaction-row').first();
  await expect(adminRow).toHaveAttribute('data-type', 'admin_add');
  await expect(adminRow).toContainText(DESCRIPTION);

  await userPage.goto('/wallet');
  await expect(userPage.getByTestId('wallet-balance')).toHaveText(String(before + 5));
  const row = userPage.getByTestId('wallet-transaction').first();
  await expect(row).toHaveAttribute('data-type', 'admin_add');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Adição (admin)');
  await expect(row.getByRole('cell').nth(2)).toHaveText('+5');
  await expect(row.getByRole('cell').nth(3)).toContainText(DESCRIPTION);
  await userContext.close();

  await page.goto('/admin/audit?action=credits.adjust');
  await expect(auditRows(page, 'credits.adjust', userId)).toHaveCount(1);
});

test('an admin who is not the master reads one message on the YodCoins page, at 1280 and 390 px', async ({
  page,
}) => {
  await adminLogin(page, 'admin@yod.test', '/admin/wallets');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText('Acesso restrito ao administrador master', { exact: true })).toBeVisible();
    // One message: no second 'Acesso restrito' notice, and the setup card stays folded.
    await expect(page.getByText(/Acesso restrito/)).toHaveCount(1);
    await expect(page.getByText(/mestre@yod\.test/)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Configurar admins' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`wallets-admin-${width}.png`) });
  }
  await page.getByText('O administrador master não consegue entrar no painel?').click();
  await expect(page.getByRole('button', { name: 'Configurar admins' })).toBeVisible();
});
