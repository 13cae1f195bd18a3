import { addAdminVote, addParticipant, apiSessionAs, findUser, uniqueTitle } from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { saoPauloInput } from './support/dates.ts';
import { expect, test } from './support/fixtures.ts';

const HOUR = 3600_000;

/** 'dd/mm' of today on the São Paulo calendar. */
function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
  }).format(new Date());
}

test('a prize typed 99,90 is restated and published as R$ 99,90, and its payout shows in public', async ({
  page,
  baseURL,
}) => {
  // The battle has to end (the status job runs every 2 s in these runs) before it can be paid.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = uniqueTitle('E2E Premio');
  await adminLogin(page, 'mestre@yod.test', '/admin/battles');

  await page.getByRole('button', { name: 'Nova Batalha' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova Batalha' });
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  const prize = dialog.getByLabel('Valor do prêmio (R$)', { exact: true });
  await prize.click();
  await prize.pressSequentially('99,90');
  await expect(prize).toHaveValue('R$ 99,90');
  await dialog.getByLabel('Início', { exact: true }).fill(saoPauloInput(new Date(Date.now() - HOUR)));
  await dialog.getByLabel('Término', { exact: true }).fill(saoPauloInput(new Date(Date.now() + 24 * HOUR)));
  await dialog.getByLabel('Máximo de participantes', { exact: true }).fill('4');
  await dialog.getByTestId('battle-status-select').selectOption('active');
  await dialog.getByRole('button', { name: 'Criar batalha' }).click();

  const confirm = page.getByRole('dialog', { name: 'Publicar batalha?' });
  await expect(confirm.getByTestId('prize-confirm')).toContainText(/R\$\s99,90/);
  await expect(confirm.getByTestId('prize-confirm')).toContainText('PIX');
  await expect(confirm.getByTestId('prize-confirm')).toContainText('O participante mais votado ao final.');
  await page.screenshot({ path: test.info().outputPath('prize-confirm-1280.png') });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/battles') && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Confirmar e publicar' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { battle } = (await response.json()) as { battle: { id: string; slug: string; prizeAmount: number } };
  expect(battle.prizeAmount).toBe(99.9);

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/battle/${battle.slug}`);
  await expect(publicPage.getByText(/R\$\s99,90/).first()).toBeVisible();
  await expect(publicPage.getByText(/9\.990/)).toHaveCount(0);

  // A fighter wins by the master's vote; the battle then ends in a few seconds.
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const fan = await findUser(master.api, 'lutador3@yod.test');
  const participantId = await addParticipant(master.api, battle.id, fan.userId);
  await addAdminVote(master.api, battle.id, participantId);
  const ending = await master.api.patch(`/api/admin/battles/${battle.id}`, {
    data: { endTime: new Date(Date.now() + 3_000).toISOString() },
  });
  expect(ending.status(), await ending.text()).toBe(200);
  await master.dispose();

  await page.goto(`/admin/battles?q=${battle.id}`);
  const markPaid = page.getByRole('button', { name: `Registrar pagamento de ${fan.username}` });
  await expect
    .poll(
      async () => {
        await page.reload();
        // The admin area reads its lists in the browser: count once the battle's card is there.
        await expect(page.getByTestId(`admin-battle-${battle.id}`)).toBeVisible();
        return markPaid.count();
      },
      { timeout: 75_000, intervals: [2_000] },
    )
    .toBe(1);
  await markPaid.click();
  const payout = page.getByRole('dialog', { name: `Pagamento de ${fan.username}` });
  const summary = payout.getByTestId('payout-summary');
  await expect(summary).toContainText(new RegExp(`${fan.username} recebe R\\$\\s99,90`));
  await expect(summary).toContainText(`Chave PIX de ${fan.username}:`);
  await expect(summary).toContainText('*');
  await page.screenshot({ path: test.info().outputPath('payout-1280.png') });
  await payout.getByRole('button', { name: `Confirmar pagamento a ${fan.username}` }).click();
  await expect(page.getByText('Pagamento registrado', { exact: true })).toBeVisible();

  await publicPage.reload();
  await expect(publicPage.getByTestId('prize-paid-at').first()).toHaveText(
    `Prêmio pago em ${todayInSaoPaulo()}`,
  );
  await publicPage.screenshot({ path: test.info().outputPath('public-paid-1280.png') });
  // On a phone the paid line fits beside the prize, with no sideways scroll.
  await publicPage.setViewportSize({ width: 375, height: 740 });
  await expect(publicPage.getByTestId('prize-paid-at').first()).toBeVisible();
  expect(await publicPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await publicPage.screenshot({ path: test.info().outputPath('public-paid-375.png') });
});
