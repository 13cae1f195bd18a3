import type { Page } from '@playwright/test';
import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

const HOUR = 3600_000;
const PHONE = { width: 360, height: 740 };

/**
 * A battle as a shared link finds it: running, four fighters, a long title, a description and a
 * prize description (what filled the first screen before the fighters), and a sponsor-free page.
 */
async function runningBattle(baseURL: string | undefined) {
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const battle = await createBattle(master.api, {
    title: uniqueTitle('Desafio de Verão em Bangkok'),
    status: 'waiting',
    maxParticipants: 4,
    prizeAmount: 1500,
    prizeDescription: 'Pago por PIX até 5 dias úteis após o fim da batalha.',
    description:
      'Quatro lutadores, uma noite: a torcida decide quem leva o cinturão da temporada de verão na arena.',
  });
  for (const n of [1, 2, 3, 4]) {
    await addParticipant(master.api, battle.id, (await findUser(master.api, `lutador${n}@yod.test`)).userId);
  }
  await master.dispose();
  return battle;
}

async function firstVoteBottom(page: Page): Promise<number> {
  const vote = page.locator('[data-testid^="vote-"]:not([data-self])').first();
  await expect(vote).toBeVisible();
  const box = await vote.boundingBox();
  if (!box) throw new Error('no vote button box');
  return box.y + box.height;
}

test('a shared battle shows the fighters and a vote button on the first screen of a 360x740 phone', async ({
  page,
  baseURL,
}) => {
  const battle = await runningBattle(baseURL);
  const path = `/battle/${battle.slug}`;
  await page.setViewportSize(PHONE);

  // A visitor from the shared link, then from a fighter's link.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Participantes' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('battle-360x740-guest.png') });
  expect(await firstVoteBottom(page)).toBeLessThanOrEqual(PHONE.height);
  // A thumb's target: Votar and Compartilhar are at least 44 px tall.
  for (const button of [
    page.locator('[data-testid^="vote-"]:not([data-self])').first(),
    page.locator('[data-testid^="share-fighter-"]').first(),
  ]) {
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  // Dates and the tie rule wait below the fighters.
  const rule = page.getByText('Regra de empate:');
  const firstFighter = page.locator('[data-testid^="participant-"]').first();
  const ruleBox = await rule.boundingBox();
  const fighterBox = await firstFighter.boundingBox();
  expect(ruleBox && fighterBox && ruleBox.y > fighterBox.y).toBe(true);
  await page.screenshot({ path: test.info().outputPath('battle-360x740-guest.png') });

  await page.goto(`${path}?lutador=${encodeURIComponent('Sittichai')}`);
  await expect(page.getByTestId('participant-Sittichai')).toBeInViewport();
  await expect(page.getByTestId('vote-Sittichai')).toBeInViewport();

  // A signed-in fan sees her YodCoins above the list and still the first vote button.
  await loginAs(page, 'lutador5@yod.test');
  await page.goto(path);
  await expect(page.getByTestId('voter-status')).toBeVisible();
  expect(await firstVoteBottom(page)).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: test.info().outputPath('battle-360x740-fan.png') });

  // No sideways scroll, and pictures at 375 and 1280 px for the note.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(path);
    await expect(page.getByTestId('participant-Sittichai')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`battle-${width}.png`), fullPage: true });
  }
});

test('the arena opens on running battles closing soonest, then open, scheduled and finished', async ({
  page,
  baseURL,
}) => {
  const word = uniqueTitle('Ordem').replace(/\s+/g, '');
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const now = Date.now();
  // Created in the reverse of the order the arena must give.
  const finished = await createBattle(master.api, {
    title: `${word} Finalizada`,
    status: 'finished',
    startTime: new Date(now - 72 * HOUR),
    endTime: new Date(now - 24 * HOUR),
  });
  const scheduled = await createBattle(master.api, {
    title: `${word} Agendada`,
    status: 'scheduled',
    startTime: new Date(now + 24 * HOUR),
    endTime: new Date(now + 72 * HOUR),
  });
  const open = await createBattle(master.api, {
    title: `${word} Aberta`,
    status: 'waiting',
    endTime: new Date(now + 2 * HOUR),
  });
  const runningLater = await createBattle(master.api, {
    title: `${word} Ao vivo depois`,
    status: 'active',
    endTime: new Date(now + 30 * HOUR),
  });
  const runningSoon = await createBattle(master.api, {
    title: `${word} Ao vivo agora`,
    status: 'active',
    endTime: new Date(now + 3 * HOUR),
  });
  await master.dispose();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/arena?q=${encodeURIComponent(word)}`);
  const titles = page.getByTestId('battle-card').getByRole('heading');
  await expect(titles).toHaveText([
    runningSoon.title,
    runningLater.title,
    open.title,
    scheduled.title,
    finished.title,
  ]);

  // Unfiltered, the first card of the arena is a running battle (the demo has some).
  await page.goto('/arena');
  const first = page.getByTestId('battle-card').first();
  await expect(first).toHaveAttribute('data-status', /^(active|ready)$/);
  await page.screenshot({ path: test.info().outputPath('arena-360x740.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/arena');
  await page.screenshot({ path: test.info().outputPath('arena-1280.png') });
});

test("the last minute reads 'Encerra em instantes', unlike a battle days from its end", async ({
  page,
  baseURL,
}) => {
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const closing = await createBattle(master.api, {
    title: uniqueTitle('Últimos segundos'),
    status: 'active',
    endTime: new Date(Date.now() + 50_000),
  });
  const later = await createBattle(master.api, {
    title: uniqueTitle('Dias pela frente'),
    status: 'active',
    endTime: new Date(Date.now() + 72 * HOUR),
  });
  await master.dispose();
  await page.setViewportSize(PHONE);

  await page.goto(`/battle/${later.slug}`);
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toContainText('Encerramento em');
  await expect(countdown).not.toHaveAttribute('data-state', 'imminent');

  await page.goto(`/battle/${closing.slug}`);
  await expect(countdown).toHaveAttribute('data-state', 'imminent');
  await expect(countdown).toContainText('Encerra em instantes');
});
