import { apiSessionAs, createBattle, uniqueTitle } from './support/admin-api.ts';
import { expect, test } from './support/fixtures.ts';

const PAGE_SIZE = 24;

test("the arena shows 24 battles and 'Carregar mais' brings the next page, from the keyboard", async ({
  page,
  baseURL,
}) => {
  // The open battle closing last lands on a later page whatever else the database holds: the
  // arena lists running and open battles closing soonest first.
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const oldest = await createBattle(admin.api, {
    title: uniqueTitle('E2E Paginação encerra por último'),
    endTime: new Date(Date.now() + 90 * 24 * 3600_000),
  });
  for (let i = 0; i < PAGE_SIZE; i++) {
    await createBattle(admin.api, { title: uniqueTitle(`E2E Paginação ${i}`) });
  }
  await admin.dispose();

  // Hold the next page so the loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/battles\?.*cursor=/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/arena');
  const cards = page.getByTestId('battle-card');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('heading', { name: oldest.title })).toHaveCount(0);

  const more = page.getByRole('button', { name: 'Carregar mais' });
  await more.focus();
  await page.keyboard.press('Enter');
  const loading = page.getByRole('button', { name: 'Carregando...' });
  await expect(loading).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: oldest.title })).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(PAGE_SIZE);
});
