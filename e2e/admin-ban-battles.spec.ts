import type { Page } from '@playwright/test';
import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { expect, loginAs, test } from './support/fixtures.ts';
import { verifiedAccount } from './support/verified-account.ts';

const PASSWORD = 'segredo1';

/** A confirmed fighter of this journey only: its bans touch nobody else's battles. */

interface BattleRead {
  participants: { username: string }[];
  participantsCount: { current: number; required: number };
}

/** The battle as its page has it: the listed fighters and the count beside them agree. */
async function expectBattle(page: Page, slug: string, fighter: string, listed: boolean, count: string) {
  const read = (await (await page.request.get(`/api/battles/${slug}`)).json()) as { battle: BattleRead };
  const names = read.battle.participants.map((p) => p.username);
  expect(names.includes(fighter)).toBe(listed);
  expect(`${names.length}/${read.battle.participantsCount.required}`).toBe(count);
  await page.goto(`/battle/${slug}`);
  await expect(page.getByTestId('participants-count')).toHaveText(count);
  const ranking = page.locator('section[aria-labelledby="participants-title"]');
  await expect(ranking.getByRole('link', { name: fighter, exact: true })).toHaveCount(listed ? 1 : 0);
}

test('a ban and the fighter battles: kept on a short ban, out and back with a permanent one, told each time', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two bans, two unbans, six battle pages and a second browser's sign-in: ~25 s on a quiet
  // machine, past the default 45 s when the machine is busy (CI failed it there twice).
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const fighter = await verifiedAccount(request, 'Banivel', PASSWORD);
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const fighterId = (await findUser(master.api, fighter.email)).userId;
  const full = await createBattle(master.api, {
    title: uniqueTitle('E2E Banimento cheia'),
    maxParticipants: 2,
  });
  const open = await createBattle(master.api, {
    title: uniqueTitle('E2E Banimento aberta'),
    maxParticipants: 50,
  });
  await addParticipant(master.api, full.id, fighterId);
  await addParticipant(master.api, full.id, (await findUser(master.api, 'lutador2@yod.test')).userId);
  await addParticipant(master.api, open.id, fighterId);
  await addParticipant(master.api, open.id, (await findUser(master.api, 'lutador3@yod.test')).userId);
  await master.dispose();
  const fullSlug = full.slug ?? full.id;
  const openSlug = open.slug ?? open.id;

  await adminLogin(page, 'admin@yod.test', '/admin/users');
  const row = page.getByTestId(`user-row-${fighter.username}`);
  const openBan = async () => {
    await page.getByLabel('Buscar usuários').fill(fighter.email);
    await expect(row).toBeVisible();
    await row.getByTestId(`ban-${fighter.username}`).click();
    return page.getByRole('dialog', { name: `Banir ${fighter.username}` });
  };

  // A temporary ban: the box starts unticked, and the dialog says the battles are kept.
  let dialog = await openBan();
  const box = dialog.getByLabel('Desclassificar das batalhas em andamento');
  await expect(box).not.toBeChecked();
  // What is at stake, before confirming: both battles, no votes yet.
  await expect(dialog.getByTestId('ban-stakes')).toHaveText(
    `Em jogo: 2 batalhas em andamento ("${full.title}", "${open.title}"), com 0 votos recebidos nelas.`,
  );
  await expect(dialog.getByTestId('ban-battles-notice')).toContainText('continua inscrito nas batalhas');
  await dialog.getByTestId('ban-reason').fill('Spam no chat (e2e)');
  await dialog.getByTestId('ban-confirm').click();
  await expect(page.getByText(`${fighter.username} foi banido por 24 horas.`)).toBeVisible();
  await expectBattle(page, fullSlug, fighter.username, true, '2/2');
  await expectBattle(page, openSlug, fighter.username, true, '2/50');

  // Lifted, then a permanent ban: the box ticks itself and the fighter leaves both battles.
  await page.goto('/admin/users');
  await page.getByLabel('Buscar usuários').fill(fighter.email);
  await row.getByTestId(`unban-${fighter.username}`).click();
  await page
    .getByRole('dialog', { name: `Desbanir ${fighter.username}` })
    .getByRole('button', { name: 'Desbanir' })
    .click();
  await expect(page.getByText(`${fighter.username} pode voltar a usar a plataforma.`)).toBeVisible();

  dialog = await openBan();
  await dialog.getByLabel('Permanente').check();
  await expect(dialog.getByLabel('Desclassificar das batalhas em andamento')).toBeChecked();
  await expect(dialog.getByTestId('ban-battles-notice')).toContainText('sai de todas as batalhas');
  await dialog.getByTestId('ban-reason').fill('Compra de votos (e2e)');
  await dialog.getByTestId('ban-confirm').click();
  await expect(
    page.getByText(
      `${fighter.username} foi banido permanentemente. Desclassificado de 2 batalhas em andamento.`,
    ),
  ).toBeVisible();
  await expectBattle(page, fullSlug, fighter.username, false, '1/2');
  await expectBattle(page, openSlug, fighter.username, false, '1/50');

  // The unban puts them back where the battles still run.
  await page.goto('/admin/users');
  await page.getByLabel('Buscar usuários').fill(fighter.email);
  await row.getByTestId(`unban-${fighter.username}`).click();
  await page
    .getByRole('dialog', { name: `Desbanir ${fighter.username}` })
    .getByRole('button', { name: 'Desbanir' })
    .click();
  await expect(page.getByText('Voltou para 2 batalhas em andamento.')).toBeVisible();
  await expectBattle(page, fullSlug, fighter.username, true, '2/2');
  await expectBattle(page, openSlug, fighter.username, true, '2/50');

  // The fighter reads both sides in the bell, and their card says "Participando" again.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fighterPage = await context.newPage();
  await loginAs(fighterPage, fighter.email, PASSWORD);
  await expect(fighterPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await fighterPage.getByRole('button', { name: /^Notificações/ }).click();
  const bell = fighterPage
    .getByRole('dialog')
    .filter({ has: fighterPage.getByRole('heading', { name: 'Notificações' }) });
  await expect(bell.getByText('Você foi desclassificado de uma batalha').first()).toBeVisible();
  await expect(bell.getByText('Você voltou para uma batalha').first()).toBeVisible();
  const mine = (await (await fighterPage.request.get('/api/battles?filter=my_battles')).json()) as {
    battles: { id: string; isCurrentUserParticipant: boolean; participantsCount: { current: number } }[];
  };
  const cards = mine.battles.filter((b) => b.id === full.id || b.id === open.id);
  expect(cards.map((b) => [b.isCurrentUserParticipant, b.participantsCount.current])).toEqual([
    [true, 2],
    [true, 2],
  ]);
  await context.close();
});
