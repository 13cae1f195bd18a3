import { AxeBuilder } from '@axe-core/playwright';
import {
  addAdminVote,
  addParticipant,
  apiSessionAs,
  createBattle,
  findUser,
  uniqueTitle,
} from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

const HOUR = 3600_000;

test('arena cards show who is fighting; status tabs and search live in the URL and in the HTML', async ({
  page,
  request,
  baseURL,
}) => {
  // One word shared by both battles' titles and nobody else's, so a search narrows the list to them.
  const word = uniqueTitle('Abas').replace(/\s+/g, '');
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const open = await createBattle(master.api, {
    title: `${word} Aberta`,
    status: 'waiting',
    maxParticipants: 4,
  });
  const sittichai = await addParticipant(
    master.api,
    open.id,
    (await findUser(master.api, 'lutador4@yod.test')).userId,
  );
  await addParticipant(master.api, open.id, (await findUser(master.api, 'lutador5@yod.test')).userId);
  await addAdminVote(master.api, open.id, sittichai);
  const scheduled = await createBattle(master.api, {
    title: `${word} Agendada`,
    status: 'scheduled',
    startTime: new Date(Date.now() + 24 * HOUR),
    endTime: new Date(Date.now() + 72 * HOUR),
  });
  await master.dispose();

  // The server renders the tab and the search: the HTML holds the matching battle only.
  const html = await (await request.get(`/arena?tab=scheduled&q=${encodeURIComponent(word)}`)).text();
  expect(html).toContain(scheduled.title);
  expect(html).not.toContain(open.title);

  await page.goto('/arena');
  await page.getByRole('searchbox', { name: 'Buscar batalha ou lutador' }).fill(word);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  const cards = page.getByTestId('battle-card');
  await expect(cards).toHaveCount(2);

  const tabs = page.getByRole('navigation', { name: 'Status das batalhas' });
  await tabs.getByRole('link', { name: 'Abertas' }).click();
  await expect(page).toHaveURL(/[?&]tab=open/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(tabs.getByRole('link', { name: 'Abertas' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { name: open.title })).toBeVisible();

  // Who is fighting: photo, name and votes, the leader marked.
  const leader = card.getByTestId('card-leader-Sittichai');
  await expect(leader).toHaveAttribute('data-leader', 'true');
  await expect(leader).toContainText('Líder');
  await expect(leader).toContainText('1 voto');
  await expect(card.getByTestId('card-leader-Nong-O')).toContainText('0 votos');
  await expect(card.getByTestId('card-leader-Nong-O')).not.toHaveAttribute('data-leader', 'true');

  await tabs.getByRole('link', { name: 'Agendadas' }).click();
  await expect(page).toHaveURL(/[?&]tab=scheduled/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { name: scheduled.title })).toBeVisible();

  await tabs.getByRole('link', { name: 'Finalizadas' }).click();
  await expect(page.getByText(`Nenhuma batalha encontrada para "${word}" em Finalizadas.`)).toBeVisible();

  // Back goes to the previous tab; the search box keeps the text of the URL.
  await page.goBack();
  await expect(cards.first().getByRole('heading', { name: scheduled.title })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar batalha ou lutador' })).toHaveValue(word);

  // A fighter's name finds their battles.
  await page.goto('/arena?q=Sittichai');
  await expect(page.getByRole('heading', { name: open.title })).toBeVisible();

  // The fighter sees 'Você participa' on their battle.
  await loginAs(page, 'lutador4@yod.test');
  await page.goto(`/arena?q=${word}&tab=open`);
  await expect(cards.first().getByTestId('card-participating')).toHaveText('Você participa');
});

test('on a phone the first battle card shows without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/arena');
  const first = page.getByTestId('battle-card').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(667 - 100);
});

// The fighter's profile holds locked achievements, whose faded text must still be readable.
for (const path of [
  '/arena',
  '/arena?tab=running',
  '/battle/desafio-dos-campeoes?lutador=Saenchai',
  '/u/Buakaw',
  '/ranking',
]) {
  test(`axe finds no serious or critical violation on ${path} at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
