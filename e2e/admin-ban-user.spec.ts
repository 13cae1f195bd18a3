import { adminLogin, auditRows } from './support/admin-ui.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// Only this journey uses lutador8 (Tawanchai): banned here for the rest of the run.
const USER = 'lutador8@yod.test';
const NAME = 'Tawanchai';
const REASON = 'Ofensas a outros lutadores (e2e)';

test('an admin bans a signed-in user from the Users page; the user then sees the ban dialog', async ({
  page,
  browser,
}) => {
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await loginAs(userPage, USER);

  await adminLogin(page, 'admin@yod.test', '/admin/users');
  await page.getByLabel('Buscar usuários').fill(USER);
  const row = page.getByTestId(`user-row-${NAME}`);
  await expect(row).toBeVisible();
  await row.getByTestId(`ban-${NAME}`).click();

  const dialog = page.getByRole('dialog', { name: `Banir ${NAME}` });
  await expect(dialog).toBeVisible();
  // The reason is required.
  await dialog.getByTestId('ban-confirm').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('ban-reason').fill(`  ${REASON}  `);
  const banned = page.waitForResponse((r) => /\/api\/admin\/users\/[^/]+\/ban$/.test(r.url()));
  await dialog.getByTestId('ban-confirm').click();
  const response = await banned;
  expect(response.status()).toBe(200);
  const { userId, reason } = (await response.json()) as { userId: string; reason: string };
  expect(reason).toBe(REASON);

  await expect(page.getByText(`${NAME} foi banido por 24 horas.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId(`unban-${NAME}`)).toBeVisible();

  // The ban reaches the user's open tab at once (the live channel): the ban dialog, no reload.
  const banDialog = userPage.getByRole('dialog', { name: 'Conta banida' });
  await expect(banDialog).toBeVisible();
  await expect(banDialog.getByText(REASON, { exact: true })).toBeVisible();
  await expect(banDialog.locator('time')).toHaveText(/^2[34] horas$/);
  await userContext.close();

  await page.goto('/admin/audit?action=user.ban');
  await expect(auditRows(page, 'user.ban', userId)).toHaveCount(1);
});
