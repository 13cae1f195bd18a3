import { apiSessionAs, createBattle, uniqueTitle } from './support/admin-api.ts';
import { adminLogin, auditRows } from './support/admin-ui.ts';
import { saoPauloInput } from './support/dates.ts';
import { expect, test } from './support/fixtures.ts';

const DAY = 24 * 3600_000;

test('the audit page lists admin actions, names their targets, and filters them by action, author, target and date', async ({
  page,
  baseURL,
}) => {
  // Two authors act: AdminYod creates and edits a battle, MestreYod creates another.
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const byAdmin = await createBattle(admin.api, { title: uniqueTitle('E2E Auditoria Admin') });
  const patched = await admin.api.patch(`/api/admin/battles/${byAdmin.id}`, { data: { prizeAmount: 250 } });
  expect(patched.status()).toBe(200);
  await admin.dispose();
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const byMaster = await createBattle(master.api, { title: uniqueTitle('E2E Auditoria Mestre') });
  await master.dispose();

  await adminLogin(page, 'mestre@yod.test', '/admin/audit');
  await expect(auditRows(page, 'battle.create', byAdmin.id)).toHaveCount(1);
  await expect(auditRows(page, 'battle.update', byAdmin.id)).toHaveCount(1);
  await expect(auditRows(page, 'battle.create', byMaster.id)).toHaveCount(1);
  await expect(auditRows(page, 'battle.create', byAdmin.id)).toContainText('AdminYod');
  // The target is the battle's title, linking to its page; the change reads before → after.
  const updated = auditRows(page, 'battle.update', byAdmin.id);
  await expect(updated.getByRole('link', { name: byAdmin.title })).toHaveAttribute(
    'href',
    `/battle/${byAdmin.slug}`,
  );
  await expect(updated.getByTestId('audit-changes')).toContainText(/Prêmio:\s*R\$\s100,00\s*→.*R\$\s250,00/);

  const rows = page.getByTestId('audit-row');
  const actions = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-action')));

  await page.getByLabel('Ação', { exact: true }).selectOption('battle.create');
  await expect(page).toHaveURL(/[?&]action=battle\.create/);
  await expect(auditRows(page, 'battle.update', byAdmin.id)).toHaveCount(0);
  await expect(auditRows(page, 'battle.create', byAdmin.id)).toHaveCount(1);
  expect(new Set(await actions())).toEqual(new Set(['battle.create']));

  await page.getByLabel('Autor', { exact: true }).selectOption({ label: 'AdminYod' });
  await expect(page).toHaveURL(/[?&]actorId=/);
  await expect(auditRows(page, 'battle.create', byMaster.id)).toHaveCount(0);
  await expect(auditRows(page, 'battle.create', byAdmin.id)).toHaveCount(1);
  for (const author of await rows.locator('td:nth-child(3)').allTextContents())
    expect(author).toBe('AdminYod');

  await page.getByLabel('Alvo', { exact: true }).selectOption({ label: 'Batalha' });
  await expect(page).toHaveURL(/[?&]targetType=battle/);
  await expect(auditRows(page, 'battle.create', byAdmin.id)).toHaveCount(1);

  const today = saoPauloInput(new Date()).slice(0, 10);
  await page.getByLabel('De', { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}`));
  await expect(auditRows(page, 'battle.create', byAdmin.id)).toHaveCount(1);
  await page.getByLabel('Até', { exact: true }).fill(saoPauloInput(new Date(Date.now() - DAY)).slice(0, 10));
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // Filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await expect(page.getByLabel('Ação', { exact: true })).toHaveValue('battle.create');

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(auditRows(page, 'battle.update', byAdmin.id)).toHaveCount(1);
  await expect(auditRows(page, 'battle.create', byMaster.id)).toHaveCount(1);

  // The dashboard's recent activity names the battle the same way, as a link.
  await page.goto('/admin/dashboard');
  const recent = page
    .getByTestId('activity-row')
    .filter({ has: page.locator(`[data-target-id="${byMaster.id}"]`) });
  await expect(recent.getByRole('link', { name: byMaster.title })).toBeVisible();
});
