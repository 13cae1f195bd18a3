import { uniqueTitle } from './support/admin-api.ts';
import { adminLogin, auditRows } from './support/admin-ui.ts';
import { saoPauloInput } from './support/dates.ts';
import { expect, test } from './support/fixtures.ts';

const DAY = 24 * 3600_000;

test('a future start forces Agendada with the Automático tag, and the creation is audited', async ({
  page,
}) => {
  const title = uniqueTitle('E2E Agendada');
  await adminLogin(page, 'admin@yod.test', '/admin/battles');

  await page.getByRole('button', { name: 'Nova Batalha' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova Batalha' });
  await expect(dialog).toBeVisible();

  // Without a start yet the status is free, defaulting to 'waiting'.
  const status = dialog.getByTestId('battle-status-select');
  await expect(status).toBeEnabled();
  await expect(status).toHaveValue('waiting');
  await expect(dialog.getByTestId('status-auto-tag')).toHaveCount(0);

  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Início', { exact: true }).fill(saoPauloInput(new Date(Date.now() + 2 * DAY)));
  await dialog.getByLabel('Término', { exact: true }).fill(saoPauloInput(new Date(Date.now() + 5 * DAY)));
  // The maximum is required: left blank, the form refuses to send.
  const max = dialog.getByLabel('Máximo de participantes', { exact: true });
  await expect(max).toHaveValue('');
  await dialog.getByRole('button', { name: 'Criar batalha' }).click();
  await expect(dialog.getByText('Informe o máximo de participantes')).toBeVisible();
  await max.fill('8');

  await expect(dialog.getByTestId('status-auto-tag')).toHaveText('Automático');
  await expect(status).toBeDisabled();
  await expect(status).toHaveValue('scheduled');
  await expect(status.locator('option:checked')).toHaveText('Agendada');
  await expect(
    dialog.getByText("Uma data de início no futuro define o status automaticamente como 'agendada'."),
  ).toBeVisible();

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/battles') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Criar batalha' }).click();
  await page
    .getByRole('dialog', { name: 'Publicar batalha?' })
    .getByRole('button', { name: 'Confirmar e publicar' })
    .click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { battle } = (await response.json()) as { battle: { id: string; status: string } };
  expect(battle.status).toBe('scheduled');

  await expect(page.getByText('Batalha criada', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId(`admin-battle-${battle.id}`);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByText('Agendada', { exact: true })).toBeVisible();

  await page.goto('/admin/audit?action=battle.create');
  await expect(auditRows(page, 'battle.create', battle.id)).toHaveCount(1);
});
