import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { expect, test } from './support/fixtures.ts';

// The guest limit is per IP (1 per 24 h) and every journey comes from 127.0.0.1: this is the only
// journey that casts a guest vote.
const LIMIT_MESSAGE = 'Você atingiu o limite de votos anônimos. Tente novamente mais tarde.';

test('a visitor votes once after the proof of work, and a second vote is refused', async ({
  page,
  baseURL,
}) => {
  const title = uniqueTitle('E2E Voto Anônimo');
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, { title, status: 'waiting', maxParticipants: 4 });
  for (const email of ['lutador3@yod.test', 'lutador1@yod.test'])
    await addParticipant(admin.api, battle.id, (await findUser(admin.api, email)).userId);
  await admin.dispose();

  await page.goto(`/battle/${battle.slug ?? battle.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();

  const first = page.getByTestId('participant-Yodsanklai');
  await expect(first.getByTestId('votes-Yodsanklai')).toHaveText('0');
  await first.getByRole('button', { name: 'Votar em Yodsanklai' }).click();
  // The browser solves the challenge first (about 2 s at the production difficulty).
  await expect(page.getByText('Voto Anônimo Registrado!').first()).toBeVisible({ timeout: 30_000 });
  await expect(first.getByTestId('votes-Yodsanklai')).toHaveText('1');

  const second = page.getByTestId('participant-Buakaw');
  await expect(second.getByRole('button', { name: 'Votar em Buakaw' })).toBeEnabled();
  await second.getByRole('button', { name: 'Votar em Buakaw' }).click();
  // The refusal stays on the participant's card (and in a toast).
  await expect(second.locator('p[role="status"]')).toHaveText(LIMIT_MESSAGE, { timeout: 30_000 });
  await expect(page.getByText(LIMIT_MESSAGE)).toHaveCount(2);
  await expect(second.getByTestId('votes-Buakaw')).toHaveText('0');
  await expect(first.getByTestId('votes-Yodsanklai')).toHaveText('1');
});
