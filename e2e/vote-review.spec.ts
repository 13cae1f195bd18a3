import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// lutador6 (Superbon) votes; lutador3 (Yodsanklai) is voted for in a battle of this journey's own.
const FAN = 'lutador6@yod.test';
const FAN_NAME = 'Superbon';
const CANDIDATE = 'lutador3@yod.test';
const CANDIDATE_NAME = 'Yodsanklai';

test("an admin voids a fan's vote from the vote log: the public count drops live and the fan's wallet shows the refund", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle('E2E Revisão de Votos');
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, { title, status: 'waiting', maxParticipants: 4 });
  await addParticipant(admin.api, battle.id, (await findUser(admin.api, CANDIDATE)).userId);
  await admin.dispose();
  const path = `/battle/${battle.slug ?? battle.id}`;

  // The fan votes.
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await loginAs(fan, FAN);
  await fan.goto(path);
  await fan.getByTestId(`vote-${CANDIDATE_NAME}`).click();
  await expect(fan.getByText('Voto registrado!')).toBeVisible();
  await expect(fan.getByTestId(`votes-${CANDIDATE_NAME}`)).toHaveText('1');

  // A visitor keeps the public page open.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const live = guest.waitForResponse((r) => /\/api\/battles\/[^/]+\/live$/.test(r.url()));
  await guest.goto(path);
  await live;
  const guestVotes = guest.getByTestId(`votes-${CANDIDATE_NAME}`);
  await expect(guestVotes).toHaveText('1');

  // The admin voids it from the battle's vote log, with a reason.
  await adminLogin(page, 'admin@yod.test', `/admin/battles/${battle.id}/votes`);
  await expect(page.getByRole('heading', { name: `Votos: ${title}` })).toBeVisible();
  const row = page.getByTestId('vote-log-row').filter({ hasText: FAN_NAME });
  await expect(row).toHaveAttribute('data-source', 'fan');
  await row.getByRole('button', { name: 'Anular' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anular votos' });
  await dialog.getByRole('button', { name: 'Anular' }).click();
  await expect(dialog.getByText('Informe o motivo (pelo menos 3 caracteres).')).toBeVisible();
  await dialog.getByLabel('Motivo (obrigatório)').fill('Voto de teste da revisão');
  await dialog.getByRole('button', { name: 'Anular' }).click();
  await expect(page.getByText('Voto anulado')).toBeVisible();
  await expect(row).toHaveAttribute('data-voided', 'true');
  await expect(row).toContainText('Voto de teste da revisão');
  // At 1280 px beside the open sidebar, 'Situação' is in view, not under the stuck 'Ações'.
  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByRole('region', { name: 'Votos da batalha' });
  const state = await table.getByRole('columnheader', { name: 'Situação' }).boundingBox();
  const actions = await table.getByRole('columnheader', { name: 'Ações' }).boundingBox();
  expect(state && actions).toBeTruthy();
  expect(state!.x + state!.width).toBeLessThanOrEqual(actions!.x);
  await expect(row.getByText('Anulado', { exact: true })).toBeInViewport();
  await expect(page.getByTestId('table-more-columns')).toHaveCount(0);

  // No reload on the visitor's page: the count drops over the live stream.
  await expect(guestVotes).toHaveText('0');
  await guestContext.close();

  await fan.goto('/wallet');
  const refund = fan.getByTestId('wallet-transaction').first();
  await expect(refund).toHaveAttribute('data-type', 'vote_refund');
  await expect(refund.getByRole('cell').nth(1)).toHaveText('Estorno de voto');
  await expect(refund.getByRole('cell').nth(2)).toHaveText('+1');
  await fanContext.close();
});
