import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { latestLinkFor } from './support/outbox.ts';

// Payloads that run script if any page injects them as HTML instead of text.
const NAME = '<img src=x onerror="window.__xss=1">';
/** Refused as a PIX key (domain/money/pix-key.ts): no valid key holds '<' or '>'. */
const PIX = '<script>window.__xss=2</script>';

async function expectInert(page: Page, where: string) {
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `${where}: script ran`,
  ).toBeUndefined();
  await expect(page.locator('img[src="x"]'), `${where}: injected element`).toHaveCount(0);
  await expect(page.locator('script:not([src])').filter({ hasText: '__xss' })).toHaveCount(0);
}

test.describe('stored XSS', () => {
  test('a fighter name made of HTML renders as inert text; a PIX key made of HTML is refused', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const email = `xss${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Nome de lutador').fill(NAME);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByLabel('Chave PIX').fill(PIX);
    await page.getByLabel(/Li e aceito/).check();
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText(/^Chave PIX inválida\./)).toBeVisible();
    await expectInert(page, '/register');
    await page.getByLabel('Chave PIX').fill(email);
    await page.getByRole('button', { name: /cadastr/i }).click();
    await expect(page.getByText('Verifique seu e-mail para confirmar a conta.').first()).toBeVisible();

    const link = new URL(latestLinkFor(email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Senha do cadastro').fill('segredo1');
    await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await expect(page).toHaveURL(/\/arena/);

    // The header menu names the user on every page.
    const menu = page.getByRole('button', { name: `Menu do usuário ${NAME}` });
    await expect(menu).toBeVisible();
    await expectInert(page, '/arena');
    await menu.click();
    await expect(page.getByRole('menu').getByText(NAME, { exact: true })).toBeVisible();
    await expectInert(page, 'header menu');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByText(NAME, { exact: true }).first()).toBeVisible();
    await expectInert(page, '/profile');

    await page.goto('/wallet');
    await expect(menu).toBeVisible();
    await expectInert(page, '/wallet');

    expect(dialogs).toEqual([]);
  });
});
