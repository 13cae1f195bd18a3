import { uniqueTitle } from './support/admin-api.ts';
import { adminLogin, auditRows } from './support/admin-ui.ts';
import { expect, test } from './support/fixtures.ts';
import { makePng } from './support/png.ts';

test('an active banner targeted at the arena shows on /arena and not on /wallet', async ({
  page,
  browser,
}) => {
  const name = uniqueTitle('E2E Banner Arena');
  await adminLogin(page, 'admin@yod.test', '/admin/advertising');
  await page.getByRole('button', { name: 'Novo banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo banner' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await dialog.getByLabel('Imagem do banner').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: makePng(970, 250, [250, 204, 21]),
  });
  await expect(dialog.getByText('Imagem enviada!')).toBeVisible();
  await dialog.getByLabel('Posição').selectOption('in-content');
  await dialog.getByRole('checkbox', { name: 'Arena', exact: true }).check();
  const active = dialog.getByRole('switch', { name: 'Ativo' });
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await active.click();
  await expect(active).toHaveAttribute('aria-checked', 'true');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/banners') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Criar banner' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { banner } = (await response.json()) as { banner: { id: string; targetPages: string[] } };
  expect(banner.targetPages).toEqual(['arena']);
  await expect(page.getByText('Banner criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A fresh visitor (no cached pick in the browser); the server clears its cache on admin changes.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/arena');
  const mine = visitor.locator(`[data-banner-id="${banner.id}"]`);
  await expect(mine).toHaveAttribute('data-banner-position', 'in-content');
  // The image loads lazily: bring the slot into view.
  await mine.scrollIntoViewIfNeeded();
  await expect(mine.getByRole('img', { name })).toBeVisible();
  await expect
    .poll(() => mine.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(970);

  await visitor.goto('/wallet');
  await expect(visitor.getByText('Você precisa estar logado para ver sua carteira.')).toBeVisible();
  // The wallet's slot still shows an untargeted banner, never the arena one.
  await expect(visitor.locator('[data-banner-position="in-content"]')).toBeVisible();
  await expect(visitor.locator(`[data-banner-id="${banner.id}"]`)).toHaveCount(0);
  await expect(visitor.getByRole('img', { name })).toHaveCount(0);
  await visitorContext.close();

  await page.goto('/admin/audit?action=banner.create');
  await expect(auditRows(page, 'banner.create', banner.id)).toHaveCount(1);
});
