import { type Page, request } from '@playwright/test';
import { uniqueTitle } from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { saoPauloInput } from './support/dates.ts';
import { expect, test } from './support/fixtures.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A moderator's 'Nova Batalha' with a R$ 5.000,00 prize, as the organizer review typed it. */
async function moderatorCreatesPrizeBattle(page: Page, title: string) {
  await page.getByRole('button', { name: 'Nova Batalha' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova Batalha' });
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  const prize = dialog.getByLabel('Valor do prêmio (R$)', { exact: true });
  await prize.click();
  await prize.pressSequentially('500000');
  await expect(prize).toHaveValue('R$ 5.000,00');
  await dialog.getByLabel('Início', { exact: true }).fill(saoPauloInput(new Date(Date.now() - HOUR)));
  await dialog.getByLabel('Término', { exact: true }).fill(saoPauloInput(new Date(Date.now() + 3 * DAY)));
  await dialog.getByLabel('Máximo de participantes', { exact: true }).fill('8');

  // No status by hand beyond the rules: held for an admin, nothing running or finished offered.
  const status = dialog.getByTestId('battle-status-select');
  await expect(status).toBeDisabled();
  await expect(status).toHaveValue('pending');
  await expect(dialog.getByTestId('status-approval-tag')).toHaveText('Aprovação');
  await expect(status.locator('option', { hasText: 'Em Andamento' })).toHaveCount(0);
  await expect(status.locator('option', { hasText: 'Finalizada' })).toHaveCount(0);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/battles') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Criar batalha' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enviar para aprovação?' });
  const restated = confirm.getByTestId('prize-confirm');
  await expect(restated).toContainText(/R\$\s5\.000,00/);
  await expect(confirm.getByTestId('confirm-duration')).toHaveText(/^3 dias( e 1 hora)?$/);
  await expect(confirm.getByTestId('confirm-seats')).toHaveText('8');
  await page.screenshot({ path: test.info().outputPath(`submit-${page.viewportSize()?.width}.png`) });
  await confirm.getByRole('button', { name: 'Enviar para aprovação' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { battle } = (await response.json()) as { battle: { id: string; slug: string; status: string } };
  expect(battle.status).toBe('pending');
  return battle;
}

/** What a visitor (no session) finds: the battle's page, and the arena's search. */
async function visitorSees(baseURL: string | undefined, slug: string, title: string) {
  const visitor = await request.newContext({ baseURL });
  const pageStatus = (await visitor.get(`/api/battles/${slug}`)).status();
  const arena = await visitor.get(`/api/battles?${new URLSearchParams({ q: title })}`);
  const listed = ((await arena.json()) as { battles: { slug: string }[] }).battles.some(
    (b) => b.slug === slug,
  );
  await visitor.dispose();
  return { pageStatus, listed };
}

test("a moderator's cash-prize battle reaches the public arena only once an admin approves it", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = uniqueTitle('E2E Nova Batalha');
  await adminLogin(page, 'moderador@yod.test', '/admin/battles');
  const battle = await moderatorCreatesPrizeBattle(page, title);

  const card = page.getByTestId(`admin-battle-${battle.id}`);
  await expect(card.getByTestId('awaiting-approval')).toContainText('Fora da arena pública');
  await expect(card.getByRole('button', { name: 'Aprovar e publicar' })).toHaveCount(0);
  expect(await visitorSees(baseURL, battle.slug, title)).toEqual({ pageStatus: 404, listed: false });

  // The moderator cannot publish it through the edit form: the server refuses a status by hand.
  const publish = await page.request.patch(`/api/admin/battles/${battle.id}`, {
    data: { status: 'waiting' },
  });
  expect(publish.status()).toBe(403);
  expect((await publish.json()).error.code).toBe('BATTLE_APPROVAL_REQUIRED');
  const running = await page.request.patch(`/api/admin/battles/${battle.id}`, { data: { status: 'active' } });
  expect(running.status()).toBe(403);
  expect((await running.json()).error.message).toContain('"Em Andamento"');

  // An admin approves it, the battle restated with its dates, duration and seats.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await adminLogin(admin, 'admin@yod.test', '/admin/battles');
  await admin.goto(`/admin/battles?q=${battle.id}`);
  const adminCard = admin.getByTestId(`admin-battle-${battle.id}`);
  await adminCard.getByRole('button', { name: 'Aprovar e publicar' }).click();
  const approve = admin.getByRole('dialog', { name: 'Aprovar e publicar?' });
  await expect(approve.getByTestId('prize-confirm')).toContainText(/R\$\s5\.000,00/);
  await expect(approve.getByTestId('prize-confirm')).toContainText('O participante mais votado ao final.');
  await expect(approve.getByTestId('confirm-duration')).toHaveText(/^3 dias( e 1 hora)?$/);
  await expect(approve.getByTestId('confirm-seats')).toHaveText('8');
  await expect(approve.getByTestId('approve-created-by')).toContainText('Criada por Moderador');
  await admin.screenshot({ path: test.info().outputPath('approve-1280.png') });
  await approve.getByRole('button', { name: 'Aprovar e publicar' }).click();
  await expect(admin.getByText('Batalha aprovada e publicada', { exact: true })).toBeVisible();
  await expect(adminCard.getByTestId('awaiting-approval')).toHaveCount(0);
  await expect(adminCard.getByRole('button', { name: 'Aprovar e publicar' })).toHaveCount(0);
  await adminContext.close();

  expect(await visitorSees(baseURL, battle.slug, title)).toEqual({ pageStatus: 200, listed: true });
});

test("a moderator's battle at 390 px waits for an admin too", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = uniqueTitle('E2E Celular');
  await adminLogin(page, 'moderador@yod.test', '/admin/battles');
  const battle = await moderatorCreatesPrizeBattle(page, title);
  await expect(page.getByTestId(`admin-battle-${battle.id}`).getByTestId('awaiting-approval')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await visitorSees(baseURL, battle.slug, title)).toEqual({ pageStatus: 404, listed: false });
});

test('a moderator never removes a finished or paid battle; an admin is told what was paid', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The demo's 'Grande Final Yod 2025': finished, R$ 1.000,00 not paid yet.
  await adminLogin(page, 'moderador@yod.test', '/admin/battles');
  await page.goto('/admin/battles?q=grande-final-yod-2025');
  const card = page.locator('[data-testid^="admin-battle-"]').filter({ hasText: 'Grande Final Yod 2025' });
  await expect(card.getByText('Finalizada', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  const id = (await card.getAttribute('data-testid'))!.replace('admin-battle-', '');
  const refused = await page.request.delete(`/api/admin/battles/${id}`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('BATTLE_DELETE_FINISHED_MODERATOR');

  // The admin's dialog speaks of the result and of the prize not paid, not only of YodCoins.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await adminLogin(admin, 'admin@yod.test', '/admin/battles');
  await admin.goto(`/admin/battles?q=${id}`);
  await admin.getByTestId(`admin-battle-${id}`).getByRole('button', { name: 'Remover' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Remover batalha' });
  await expect(dialog).toContainText('terminou em');
  await expect(dialog).toContainText(/O prêmio de R\$\s1\.000,00 \(PIX\) não foi pago a ninguém\./);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await adminContext.close();
});
