import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';

test('a failed admin login’s toast goes away when the next attempt succeeds', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('admin@yod.test');
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const failed = page.getByText('Não foi possível entrar', { exact: true });
  await expect(failed).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(failed).toBeHidden();
});

test('the participants panel: a vote toast in the singular, no Banir for an admin, and a payout that says it worked and can be voided', async ({
  page,
  baseURL,
}) => {
  // Open long enough for the vote on a busy machine, then waited out for the payout.
  test.setTimeout(120_000);
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const battle = await createBattle(master.api, {
    title: uniqueTitle('E2E Painel Pagamento'),
    status: 'active',
    endTime: new Date(Date.now() + 30_000),
  });
  const fan = await findUser(master.api, 'lutador3@yod.test');
  const admin = await findUser(master.api, 'admin@yod.test');
  await addParticipant(master.api, battle.id, fan.userId);
  await addParticipant(master.api, battle.id, admin.userId);
  await master.dispose();

  await adminLogin(page, 'mestre@yod.test', '/admin/battles');
  await page.goto(`/admin/battles?q=${battle.id}`);
  const card = page.getByTestId(`admin-battle-${battle.id}`);
  await card.getByRole('button', { name: /Participantes/ }).click();
  const fanRow = card.getByTestId(`participant-row-${fan.username}`);
  await fanRow.getByRole('button', { name: 'Voto' }).click();
  await expect(page.getByText(`${fan.username}: 1 voto`, { exact: true })).toBeVisible();
  await expect(fanRow.getByRole('button', { name: `Banir ${fan.username}` })).toBeVisible();
  const adminRow = card.getByTestId(`participant-row-${admin.username}`);
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByRole('button', { name: /Banir/ })).toHaveCount(0);

  // Once the battle ends (the status job runs every 2 s in these runs), its winner can be paid.
  const markPaid = page.getByRole('button', { name: `Registrar pagamento de ${fan.username}` });
  await expect
    .poll(
      async () => {
        await page.reload();
        // The admin area reads its lists in the browser: counted before the list is there, the
        // button is never found, however long the battle has been over.
        await expect(card).toBeVisible();
        return markPaid.count();
      },
      { timeout: 75_000, intervals: [2_000] },
    )
    .toBe(1);
  await markPaid.click();
  await page
    .getByRole('dialog', { name: `Pagamento de ${fan.username}` })
    .getByRole('button', { name: `Confirmar pagamento a ${fan.username}` })
    .click();
  await expect(page.getByText('Pagamento registrado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('prize-paid')).toBeVisible();

  // A payout marked by mistake is voided with a reason, and the battle can be paid again.
  await card.getByRole('button', { name: 'Anular pagamento' }).click();
  const voidDialog = page.getByRole('dialog', { name: 'Anular pagamento' });
  await voidDialog.getByLabel('Motivo da anulação').fill('Marcado na batalha errada');
  await voidDialog.getByRole('button', { name: 'Anular pagamento' }).click();
  await expect(page.getByText('Pagamento anulado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('prize-paid')).toHaveCount(0);
  await expect(markPaid).toBeVisible();
});

test('the dashboard’s status badges sit beside their counts, at 1280 px and at 320 px', async ({ page }) => {
  await adminLogin(page, 'admin@yod.test');
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = page.getByTestId('status-count');
    await expect(rows).toHaveCount(6);
    for (const row of await rows.all()) {
      const badge = await row.locator('[data-status]').boundingBox();
      const count = await row.locator('dd').boundingBox();
      expect(badge && count).toBeTruthy();
      expect(badge!.x + badge!.width).toBeLessThanOrEqual(count!.x);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
