import { AxeBuilder } from '@axe-core/playwright';
import { expect, loginAs, test } from './support/fixtures.ts';

const pages = [
  '/',
  '/login',
  '/register',
  '/about',
  '/features',
  '/how-it-works',
  '/faq',
  '/terms',
  '/privacy',
];

test.describe('public shell', () => {
  for (const path of pages) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('at 375 px the header uses the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Como Funciona' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the unknown page says so and links home', async ({ page }) => {
    await page.goto('/nao-existe');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: /início/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the user menu has its six items and logs out', async ({ page }) => {
    await loginAs(page, 'lutador4@yod.test');
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    for (const item of [
      'Ir para Arena',
      'Editar Perfil',
      'Batalhas que participo',
      'Suporte',
      'Como divulgar?',
      'Sair',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  });
});
