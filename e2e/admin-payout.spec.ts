import {
  addAdminVote,
  addParticipant,
  apiSessionAs,
  createBattle,
  findUser,
  uniqueTitle,
} from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { expect, test } from './support/fixtures.ts';

// Two demo fighters whose keys a short mask shows alike: lutador4@yod.test and lutador5@yod.test.
const FIRST = 'lutador4@yod.test';
const SECOND = 'lutador5@yod.test';

test('two tied winners are paid one at a time, each to their own key; a failed transfer is recorded and retried', async ({
  page,
  baseURL,
}) => {
  // The battle has to end (the status job runs every 2 s in these runs) before it can be paid.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // A R$ 1.000,00 battle, two fighters tied on one vote each, ending in a few seconds.
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const title = uniqueTitle('E2E Empate Pago');
  const battle = await createBattle(master.api, { title, prizeAmount: 1000, maxParticipants: 4 });
  const first = await findUser(master.api, FIRST);
  const second = await findUser(master.api, SECOND);
  for (const fighter of [first, second]) {
    const participantId = await addParticipant(master.api, battle.id, fighter.userId);
    await addAdminVote(master.api, battle.id, participantId);
  }
  const ending = await master.api.patch(`/api/admin/battles/${battle.id}`, {
    data: { endTime: new Date(Date.now() + 3_000).toISOString() },
  });
  expect(ending.status(), await ending.text()).toBe(200);
  await master.dispose();

  await adminLogin(page, 'admin@yod.test', '/admin/battles');
  await page.goto(`/admin/battles?q=${battle.id}`);
  const card = page.getByTestId(`admin-battle-${battle.id}`);
  const rows = card.getByTestId('winner-row');
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(card).toBeVisible();
        return rows.count();
      },
      { timeout: 75_000, intervals: [2_000] },
    )
    .toBe(2);
  const firstRow = rows.filter({ hasText: first.username });
  const secondRow = rows.filter({ hasText: second.username });
  await expect(card.getByTestId('payout-progress')).toContainText('0 de 2 vencedores pagos.');
  await expect(card.getByTestId('payout-progress')).toContainText('Pagar até');

  // Each key is shown whole, with its own copy button.
  await expect(firstRow).toContainText(FIRST);
  await expect(secondRow).toContainText(SECOND);
  await secondRow.getByRole('button', { name: `Copiar chave PIX de ${second.username}` }).click();
  await expect(secondRow.getByRole('button', { name: /Chave copiada!/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SECOND);
  await page.screenshot({ path: test.info().outputPath('winners-1280.png') });

  // The first winner is paid: the dialog names them and shows their key apart from the other's.
  await firstRow.getByRole('button', { name: `Registrar pagamento de ${first.username}` }).click();
  const payFirst = page.getByRole('dialog', { name: `Pagamento de ${first.username}` });
  await expect(payFirst.getByTestId('payout-summary')).toContainText(
    new RegExp(`${first.username} recebe R\\$\\s500,00`),
  );
  await expect(payFirst.getByTestId('payout-key')).toHaveText(
    `Chave PIX de ${first.username}: ${FIRST} (E-mail)`,
  );
  await page.screenshot({ path: test.info().outputPath('payout-first-1280.png') });
  await payFirst.getByLabel('Observação (opcional)').fill('Comprovante 001');
  await payFirst.getByRole('button', { name: `Confirmar pagamento a ${first.username}` }).click();
  await expect(page.getByText('Pagamento registrado', { exact: true })).toBeVisible();
  await expect(firstRow.getByTestId('winner-paid')).toContainText('Comprovante 001');
  await expect(card.getByTestId('payout-progress')).toContainText('1 de 2 vencedores pagos.');
  // Not paid in public until both are.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/battle/${battle.slug}`);
  await expect(publicPage.getByTestId('prize-paid-at')).toHaveCount(0);

  // The second transfer fails: recorded with its reason, the winner still owed.
  await secondRow.getByRole('button', { name: `Registrar pagamento de ${second.username}` }).click();
  const paySecond = page.getByRole('dialog', { name: `Pagamento de ${second.username}` });
  await expect(paySecond.getByTestId('payout-key')).toHaveText(
    `Chave PIX de ${second.username}: ${SECOND} (E-mail)`,
  );
  await paySecond.getByLabel('Pagamento falhou').check();
  await paySecond.getByLabel('Motivo da falha').fill('Banco recusou a chave');
  await paySecond.getByRole('button', { name: 'Registrar falha' }).click();
  await expect(page.getByText('Falha registrada', { exact: true })).toBeVisible();
  await expect(secondRow.getByTestId('winner-unpaid')).toContainText('Banco recusou a chave');

  // The dashboard owes the second share.
  await page.goto('/admin/dashboard');
  const owed = page.getByTestId('prizes-to-pay-card').getByTestId('prize-to-pay').filter({ hasText: title });
  await expect(owed).toContainText(/R\$\s500,00/);
  await expect(owed).toContainText('1 de 2 vencedores a pagar');
  await expect(owed).toContainText('1 falha');
  await page.screenshot({ path: test.info().outputPath('dashboard-prizes-1280.png'), fullPage: true });
  await owed.click();
  await expect(page).toHaveURL(new RegExp(`/admin/battles\\?q=${battle.id}$`));

  // Retried later: paid, and now the battle counts as paid.
  await secondRow.getByRole('button', { name: `Tentar de novo de ${second.username}` }).click();
  const retry = page.getByRole('dialog', { name: `Pagamento de ${second.username}` });
  await expect(retry.getByLabel('Tentativas anteriores')).toContainText('Banco recusou a chave');
  await retry.getByRole('button', { name: `Confirmar pagamento a ${second.username}` }).click();
  await expect(page.getByText('Pagamento registrado', { exact: true })).toBeVisible();
  await expect(card.getByTestId('prize-paid')).toBeVisible();
  await expect(card.getByTestId('payout-progress')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('paid-1280.png') });
  await publicPage.reload();
  await expect(publicPage.getByTestId('prize-paid-at').first()).toBeVisible();

  // A paid battle: its removal says what was paid and removes nothing.
  await card.getByRole('button', { name: 'Remover' }).click();
  const remove = page.getByRole('dialog', { name: 'Remover batalha' });
  await expect(remove.getByTestId('remove-paid-lines')).toContainText(`${first.username}: R$`);
  await expect(remove.getByTestId('remove-paid-lines')).toContainText(`${second.username}: R$`);
  await expect(remove.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await remove.getByRole('button', { name: 'Fechar' }).first().click();
});
