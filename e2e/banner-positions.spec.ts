import { apiSessionAs, createBattle, uniqueTitle } from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { expect, test } from './support/fixtures.ts';

test('the banner form offers each position only the pages it shows on, with a preview of where', async ({
  page,
}) => {
  await adminLogin(page, 'admin@yod.test', '/admin/advertising');
  await page.getByRole('button', { name: 'Novo banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo banner' });
  const preview = dialog.getByTestId('banner-placement-preview');
  const pages = preview.getByTestId('banner-preview-pages');

  await dialog.getByLabel('Posição').selectOption('sidebar');
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await expect(dialog.getByRole('checkbox', { name: 'Início', exact: true })).toHaveCount(0);
  await expect(preview.locator('[data-preview-slot="sidebar"][data-active]')).toHaveCount(1);
  await expect(pages).toHaveText('Detalhes da batalha, Perfil');

  await dialog.getByRole('checkbox', { name: 'Perfil', exact: true }).check();
  await dialog.getByLabel('Posição').selectOption('header');
  await expect(dialog.getByRole('checkbox')).toHaveCount(5);
  await expect(dialog.getByRole('checkbox', { name: 'Perfil', exact: true })).toBeChecked();
  await expect(preview.locator('[data-preview-slot="header"][data-active]')).toHaveCount(1);
  await expect(preview).toContainText('Cabeçalho');
  await expect(pages).toHaveText('Perfil');
});

test('header, in-content and footer banners appear on the pages they target, battle page included', async ({
  browser,
  baseURL,
}) => {
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const listed = await admin.api.get('/api/admin/banners');
  const { banners } = (await listed.json()) as { banners: { imageUrl: string }[] };
  const imageUrl = banners[0]!.imageUrl;
  const post = (position: string, targetPages: string[]) =>
    admin.api.post('/api/admin/banners', {
      data: { name: uniqueTitle(`E2E ${position}`), imageUrl, position, targetPages, isActive: true },
    });

  // A position is never saved for a page it has no slot on.
  const refused = await post('sidebar', ['home']);
  expect(refused.status()).toBe(400);

  const ids: Record<string, string> = {};
  for (const [position, targets] of [
    ['header', ['battle_details']],
    ['in-content', ['battle_details']],
    ['footer', ['arena']],
  ] as const) {
    const res = await post(position, [...targets]);
    expect(res.status(), await res.text()).toBe(201);
    ids[position] = ((await res.json()) as { banner: { id: string } }).banner.id;
  }
  const battle = await createBattle(admin.api, { title: uniqueTitle('E2E Banners na Batalha') });
  await admin.dispose();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/battle/${battle.slug}`);
  for (const position of ['header', 'in-content']) {
    const slot = visitor.locator(`[data-banner-id="${ids[position]}"]`);
    await expect(slot).toHaveAttribute('data-banner-position', position);
  }
  await expect(visitor.locator(`[data-banner-id="${ids.footer}"]`)).toHaveCount(0);

  await visitor.goto('/arena');
  await expect(visitor.locator(`[data-banner-id="${ids.footer}"]`)).toHaveAttribute(
    'data-banner-position',
    'footer',
  );
  await expect(visitor.locator(`[data-banner-id="${ids.header}"]`)).toHaveCount(0);
  await context.close();
});
