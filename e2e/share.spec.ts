import { expect, test } from './support/fixtures.ts';

const SLUG = 'desafio-dos-campeoes';

function battleLink(origin: string, source: string): string {
  return `${origin}/battle/${SLUG}?utm_source=${source}&utm_medium=share&utm_campaign=votacao`;
}

test('the share dialog copies the tagged link and each network gets its own utm_source', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.goto(`/battle/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Desafio dos Campeões de Muaythai' })).toBeVisible();

  await page.getByTestId('share-open').click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar batalha' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('share-url')).toHaveValue(battleLink(origin, 'copy'));

  const whatsapp = new URL((await dialog.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '');
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.searchParams.get('text')).toContain(battleLink(origin, 'whatsapp'));

  const facebook = new URL((await dialog.getByRole('link', { name: /Facebook/ }).getAttribute('href')) ?? '');
  expect(facebook.hostname).toBe('www.facebook.com');
  expect(facebook.searchParams.get('u')).toBe(battleLink(origin, 'facebook'));

  const mail = (await dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href')) ?? '';
  expect(mail.startsWith('mailto:?')).toBe(true);
  const mailParams = new URLSearchParams(mail.slice('mailto:?'.length));
  expect(mailParams.get('subject')).toBe('Desafio dos Campeões de Muaythai');
  expect(mailParams.get('body')).toContain(battleLink(origin, 'email'));

  const copy = dialog.getByTestId('share-copy');
  await expect(copy).toHaveAccessibleName('Copiar link');
  const copiedAt = Date.now();
  await copy.click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  await expect(copy).toHaveAccessibleName('Link copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(battleLink(origin, 'copy'));

  // The confirmation goes back to 'Copiar' after 2 s.
  await expect(copy).toHaveAccessibleName('Copiar link', { timeout: 5_000 });
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1_800);
});
