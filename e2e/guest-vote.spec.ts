import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { expect, test } from './support/fixtures.ts';

// The guest limit is per IP (1 per 24 h) and every journey comes from 127.0.0.1: this is the only
// journey that casts a guest vote. It runs on a phone-sized page without Web Crypto, as a phone
// opening the app over plain http on a LAN address does (no secure context, no crypto.subtle): the
// plain-JavaScript solver does the proof of work (docs/decisions/0021-guest-vote-and-coin-state.md).
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('a visitor votes once after the proof of work, then sees the guest vote used before another proof of work', async ({
  page,
  baseURL,
}) => {
  const title = uniqueTitle('E2E Voto Anônimo');
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, { title, status: 'waiting', maxParticipants: 4 });
  for (const email of ['lutador3@yod.test', 'lutador1@yod.test'])
    await addParticipant(admin.api, battle.id, (await findUser(admin.api, email)).userId);
  await admin.dispose();

  await page.addInitScript(() => {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined });
  });
  await page.goto(`/battle/${battle.slug ?? battle.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();

  const first = page.getByTestId('participant-Yodsanklai');
  await expect(first.getByTestId('votes-Yodsanklai')).toHaveText('0');
  // The visitor's box above the list changes its text after the vote, not its height: it moves no
  // card (the list itself may re-rank: that is the count, not the box).
  const box = page.getByTestId('voter-status');
  const boxHeight = (await box.boundingBox())?.height;
  await first.getByRole('button', { name: 'Votar em Yodsanklai' }).click();
  // The browser solves the challenge (ahead of the tap when the page was idle long enough).
  await expect(page.getByText('Voto anônimo registrado!').first()).toBeVisible({ timeout: 30_000 });
  await expect(first.getByTestId('votes-Yodsanklai')).toHaveText('1');

  // The page knows at once that this network's guest vote is used: the fighter reads 'Você já
  // votou', the others cannot be voted for, and no new proof of work is asked for.
  await expect(first.getByTestId('vote-Yodsanklai')).toHaveText('Você já votou');
  // It was this browser: the box says "você", not "alguém nesta conexão".
  await expect(page.getByTestId('guest-vote-used')).toContainText(
    'Você já usou seu voto de visitante nesta conexão',
  );
  expect((await box.boundingBox())?.height).toBe(boxHeight);
  await expect(page.getByText('Erro desconhecido ao votar anonimamente.')).toHaveCount(0);
  const signup = page.getByTestId('guest-signup');
  await expect(signup).toHaveText('Crie sua conta e ganhe 3 YodCoins por dia');
  await expect(signup).toHaveAttribute(
    'href',
    `/register?from=${encodeURIComponent(`/battle/${battle.slug ?? battle.id}`)}`,
  );
  const second = page.getByTestId('participant-Buakaw');
  await expect(second.getByRole('button', { name: 'Votar em Buakaw' })).toBeDisabled();

  // Coming back later, the visitor sees it before pressing anything.
  const challenges: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/guest-votes/challenge')) challenges.push(req.url());
  });
  await page.reload();
  await expect(page.getByTestId('guest-vote-used')).toContainText('Você já usou seu voto de visitante');
  await expect(first.getByTestId('vote-Yodsanklai')).toHaveText('Você já votou');
  await expect(second.getByRole('button', { name: 'Votar em Buakaw' })).toBeDisabled();
  expect(challenges).toEqual([]);

  await expect(second.getByTestId('votes-Buakaw')).toHaveText('0');
  await expect(first.getByTestId('votes-Yodsanklai')).toHaveText('1');
});
