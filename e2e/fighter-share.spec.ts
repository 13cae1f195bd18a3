import { expect, loginAs, test } from './support/fixtures.ts';

// 'Desafio dos Campeões de Muaythai' (demo): Buakaw (lutador1), Saenchai (lutador2), Sittichai
// and Yodsanklai fight in it.
const SLUG = 'desafio-dos-campeoes';

function fighterLink(origin: string, username: string, source: string): string {
  return `${origin}/battle/${SLUG}?lutador=${username}&utm_source=${source}&utm_medium=share&utm_campaign=votacao`;
}

test("a fan shares a fighter's own link; the fighter shares 'meu link'", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.goto(`/battle/${SLUG}`);

  const row = page.getByTestId('participant-Saenchai');
  await row.getByRole('button', { name: 'Compartilhar o link de Saenchai' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar Saenchai' });
  await expect(dialog.getByTestId('share-url')).toHaveValue(fighterLink(origin, 'Saenchai', 'copy'));
  const whatsapp = new URL((await dialog.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '');
  expect(whatsapp.searchParams.get('text')).toBe(
    `Vote em Saenchai na batalha "Desafio dos Campeões de Muaythai" na Yod Arena! ${fighterLink(origin, 'Saenchai', 'whatsapp')}`,
  );
  await dialog.getByTestId('share-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    fighterLink(origin, 'Saenchai', 'copy'),
  );
  await page.keyboard.press('Escape');

  await loginAs(page, 'lutador1@yod.test');
  await page.goto(`/battle/${SLUG}`);
  const own = page.getByTestId('participant-Buakaw');
  await own.getByRole('button', { name: 'Compartilhar meu link' }).click();
  const mine = page.getByRole('dialog', { name: 'Compartilhar meu link' });
  await expect(mine.getByTestId('share-url')).toHaveValue(fighterLink(origin, 'Buakaw', 'copy'));
  const mail = (await mine.getByRole('link', { name: 'E-mail' }).getAttribute('href')) ?? '';
  expect(new URLSearchParams(mail.slice('mailto:?'.length)).get('body')).toContain(
    'Vote em mim (Buakaw) na batalha "Desafio dos Campeões de Muaythai"',
  );
});

test("a fighter's link opens the battle scrolled to that fighter, highlighted, with a preview naming them", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(
    `/battle/${SLUG}?lutador=Yodsanklai&utm_source=whatsapp&utm_medium=share&utm_campaign=votacao`,
  );
  const row = page.getByTestId('participant-Yodsanklai');
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row).toBeInViewport();
  await expect(page.getByTestId('participant-Buakaw')).not.toHaveAttribute('data-highlighted', 'true');

  // What WhatsApp reads: the fighter in og:title and og:description, and their own card image.
  const html = await (await request.get(`/battle/${SLUG}?lutador=Yodsanklai`)).text();
  const meta = (property: string) =>
    html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? '';
  expect(meta('og:title')).toContain('Yodsanklai');
  expect(meta('og:description')).toContain('Yodsanklai');
  const image = new URL(meta('og:image').replaceAll('&amp;', '&'));
  expect(image.pathname).toBe(`/og/battle/${SLUG}/Yodsanklai.png`);
  const png = await request.get(image.pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
});
