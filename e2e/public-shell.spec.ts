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

/** The home page and the six info pages, with the document title each must have. */
const titledPages = [
  ['/', 'Batalhas virtuais de Muaythai | Yod Arena', 'WebSite'],
  ['/about', 'Sobre | Yod Arena', 'AboutPage'],
  ['/features', 'Recursos | Yod Arena', 'WebPage'],
  ['/how-it-works', 'Como funciona | Yod Arena', 'HowTo'],
  ['/faq', 'FAQ | Yod Arena', 'FAQPage'],
  ['/terms', 'Termos de Uso | Yod Arena', 'WebPage'],
  ['/privacy', 'Política de Privacidade | Yod Arena', 'WebPage'],
] as const;

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

  test('each public page has its own title, description and JSON-LD', async ({ page }) => {
    const descriptions = new Set<string>();
    for (const [path, title, type] of titledPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      // One description: the page's own replaces index.html's site-wide default.
      await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      expect(description?.trim().length ?? 0, path).toBeGreaterThan(30);
      descriptions.add(description ?? '');
      await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        new URL(path, page.url()).href,
      );

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks, path).toHaveLength(1);
      const data = JSON.parse(blocks[0]!) as Record<string, unknown>;
      expect(data, path).toMatchObject({ '@context': 'https://schema.org', '@type': type });
    }
    expect(descriptions.size).toBe(titledPages.length);

    // In-app navigation swaps the metadata too: no stale block of the page left behind.
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true }).click();
    await expect(page).toHaveTitle('Sobre | Yod Arena');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type'])).toEqual(['AboutPage']);
  });

  test('at 375 px the header uses the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Como funciona' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the unknown page says so in Portuguese and links home and to the arena', async ({ page }) => {
    await page.goto('/nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver a arena' })).toHaveAttribute('href', '/arena');
    await page.getByRole('link', { name: /início/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the user menu has its six items and logs out', async ({ page }) => {
    await loginAs(page, 'lutador4@yod.test');
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    for (const item of [
      'Ir para Arena',
      'Editar perfil',
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
