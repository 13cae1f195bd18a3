import type { Page } from '@playwright/test';
import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// lutador2 (Saenchai) joins and votes; lutador3 (Yodsanklai) is the one voted for.
const VOTER = 'lutador2@yod.test';
const VOTER_NAME = 'Saenchai';
const CANDIDATE = 'lutador3@yod.test';
const CANDIDATE_NAME = 'Yodsanklai';

function balanceChip(page: Page) {
  return page.getByRole('link', { name: /YodCoins?: abrir carteira$/ });
}

async function readBalance(page: Page): Promise<number> {
  const label = await balanceChip(page).getAttribute('aria-label');
  const match = label?.match(/^(\d+) YodCoins?:/);
  if (!match) throw new Error(`unexpected balance label: ${label}`);
  return Number(match[1]);
}

test('join from the arena, vote, and a second page sees the count change live', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle('E2E Voto ao Vivo');
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, { title, status: 'waiting', maxParticipants: 4 });
  await addParticipant(admin.api, battle.id, (await findUser(admin.api, CANDIDATE)).userId);
  await admin.dispose();

  await loginAs(page, VOTER);
  // The arena opens on running battles, closing soonest first; the search finds this open one
  // whatever the other journeys left above it.
  await page.goto(`/arena?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('battle-card').filter({ has: page.getByRole('heading', { name: title }) });
  const join = card.getByTestId('join-button');
  await expect(join).toHaveText('Quero entrar!');
  await expect(card.getByTestId('participants-count')).toHaveText('1/4');
  await join.click();
  // Joining makes the fan a competitor: it is confirmed first.
  await page
    .getByRole('alertdialog', { name: 'Entrar como lutador?' })
    .getByRole('button', { name: 'Quero competir' })
    .click();
  await expect(page.getByText('Inscrição realizada!')).toBeVisible();
  await expect(join).toHaveText('Participando');
  await expect(join).toBeDisabled();
  await expect(card.getByTestId('participants-count')).toHaveText('2/4');

  await card.getByRole('link', { name: 'Ver Batalha' }).click();
  await expect(page).toHaveURL(new RegExp(`/battle/${battle.slug ?? battle.id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId(`vote-${VOTER_NAME}`)).toHaveText('Este é você');

  // A visitor watching the same battle in another browser.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const guestLive = guest.waitForResponse((r) => /\/api\/battles\/[^/]+\/live$/.test(r.url()));
  await guest.goto(`/battle/${battle.slug ?? battle.id}`);
  await guestLive;
  const guestVotes = guest.getByTestId(`votes-${CANDIDATE_NAME}`);
  await expect(guestVotes).toHaveText('0');

  const votes = page.getByTestId(`votes-${CANDIDATE_NAME}`);
  await expect(votes).toHaveText('0');
  const before = await readBalance(page);

  await page.getByTestId(`vote-${CANDIDATE_NAME}`).click();
  await expect(page.getByText('Voto registrado!')).toBeVisible();
  await expect(page.getByText(`YodCoin debitada. Saldo atual: ${before - 1}`).first()).toBeVisible();
  await expect(votes).toHaveText('1');
  await expect(balanceChip(page)).toHaveAttribute('aria-label', `${before - 1} YodCoins: abrir carteira`);
  await expect(page.getByTestId(`vote-${CANDIDATE_NAME}`)).toHaveText('Você já votou');

  // No reload on the visitor's page: the count arrives over the live stream.
  await expect(guestVotes).toHaveText('1');
  await guestContext.close();
});
