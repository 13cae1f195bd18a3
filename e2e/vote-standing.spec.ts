import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// Moderador (10 YodCoins in the demo) votes only in this journey. On a phone, where the box's
// parts wrap onto lines of their own.
test.use({ viewport: { width: 375, height: 812 } });
test("a fan sees their YodCoins, 'Você já votou' and the 5 s gap counting down on the buttons", async ({
  page,
  baseURL,
}) => {
  const title = uniqueTitle('E2E Onde estou');
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, { title, status: 'waiting', maxParticipants: 4 });
  for (const email of ['lutador3@yod.test', 'lutador5@yod.test'])
    await addParticipant(admin.api, battle.id, (await findUser(admin.api, email)).userId);
  await admin.dispose();

  await loginAs(page, 'moderador@yod.test');
  await page.goto(`/battle/${battle.slug ?? battle.id}`);
  const balance = page.getByTestId('voter-balance');
  await expect(balance).toHaveText(/^\d+ YodCoins?$/);
  const before = Number.parseInt((await balance.textContent()) ?? '', 10);

  // The box above the list keeps its height through the vote and the gap, so it moves no card
  // (the list itself may re-rank: that is the count, not the box).
  const box = page.getByTestId('voter-status');
  const boxHeight = (await box.boundingBox())?.height;
  await page.getByRole('button', { name: 'Votar em Yodsanklai' }).click();
  await expect(page.getByTestId('vote-Yodsanklai')).toHaveText('Você já votou');
  expect((await box.boundingBox())?.height).toBe(boxHeight);
  await expect(page.getByTestId('vote-Yodsanklai')).toBeDisabled();
  await expect(balance).toHaveText(`${before - 1} ${before - 1 === 1 ? 'YodCoin' : 'YodCoins'}`);

  // The gap between votes counts down on the other fighter's button, then lets the vote through.
  const other = page.getByTestId('vote-Nong-O');
  await expect(other).toHaveText(/^Aguarde [1-5]s$/);
  await expect(other).toBeDisabled();
  await expect(other).toHaveText('Votar', { timeout: 8_000 });
  await expect(other).toBeEnabled();
  expect((await box.boundingBox())?.height).toBe(boxHeight);

  // After a reload the server says so too.
  await page.reload();
  await expect(page.getByTestId('vote-Yodsanklai')).toHaveText('Você já votou');
  await expect(page.getByTestId('vote-Nong-O')).toHaveText('Votar');
});
