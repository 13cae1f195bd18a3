import { apiSessionAs, createBattle, uniqueTitle } from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// Yodsanklai (lutador3) follows Superbon (lutador6), who then joins a battle.
const FAN = 'lutador3@yod.test';
const FIGHTER = 'lutador6@yod.test';
const FIGHTER_NAME = 'Superbon';

test.use({ viewport: { width: 390, height: 844 } });

test('a fan follows a fighter on their page and is told when they join a battle', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, FAN);
  await page.goto(`/u/${FIGHTER_NAME}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const follow = page.getByTestId('follow-button');
  // Another journey may have left the follow on: start from not following.
  if ((await follow.getAttribute('aria-pressed')) === 'true') {
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(follow).toHaveText('Seguir');
  await follow.click();
  await expect(follow).toHaveText('Seguindo');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  const box = await follow.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  const title = uniqueTitle('E2E Lutador Seguido');
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, { title, status: 'waiting', maxParticipants: 4 });
  await admin.dispose();
  const fighter = await apiSessionAs(baseURL, FIGHTER);
  const joined = await fighter.api.post(`/api/battles/${battle.id}/join`);
  expect(joined.status(), await joined.text()).toBe(201);
  await fighter.dispose();

  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/notifications');
        const list = (await res.json()) as { notifications: { type: string; body: string }[] };
        return list.notifications.filter((n) => n.type === 'followed_joined' && n.body.includes(title))
          .length;
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toBe(1);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
  const list = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notificações' }) });
  await expect(list.getByText(`${FIGHTER_NAME} entrou em uma batalha`).first()).toBeVisible();
  await list.getByText(`${FIGHTER_NAME} entrou em uma batalha`).first().click();
  await expect(page).toHaveURL(new RegExp(`/battle/${battle.slug ?? battle.id}`));
});
