import { expect, test } from './support/fixtures.ts';
import { latestLinkFor } from './support/outbox.ts';

// A fan on a phone following a shared link (docs/product.md#accounts).
const PHONE = { width: 360, height: 740 };
const SHARED = '/battle/desafio-dos-campeoes?lutador=Saenchai';

test.use({ viewport: PHONE });

test('from a shared battle: Cadastrar, sign up, the confirmation e-mail signs in for the first time, back on the battle welcomed as new', async ({
  page,
}) => {
  const email = `volta${Date.now()}@example.com`;
  await page.goto(SHARED);
  await page.getByRole('banner').getByRole('link', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/register\?from=%2Fbattle%2Fdesafio-dos-campeoes%3Flutador%3DSaenchai$/);

  await page.getByLabel('Nome de lutador').fill(`Volta${Date.now() % 100000}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByLabel('Chave PIX').fill(email);
  await page.getByLabel(/Li e aceito/).check();
  await page.getByRole('button', { name: /cadastrar/i }).click();
  await expect(page).toHaveURL(/\/login\?cadastro=1&from=/);
  await expect(
    page.getByText('Verifique seu e-mail para confirmar a conta.', { exact: false }),
  ).toBeVisible();

  // The link of the confirmation e-mail, from the dev outbox: the sign-up's password confirms the
  // address and signs in.
  const link = new URL(latestLinkFor(email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/confirm-email\?.*from=%2Fbattle%2Fdesafio-dos-campeoes/);
  await page.getByLabel('Senha do cadastro').fill('segredo1');
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();

  await expect(page).toHaveURL(SHARED);
  const welcome = page.locator('[data-sonner-toast]').filter({ hasText: 'Bem-vindo à arena!' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('você ganhou 3 YodCoins para votar');
  await expect(page.getByText('Bem-vindo de volta à arena!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /3 YodCoins: abrir carteira/ })).toBeVisible();
});

test('without JavaScript: the visitor header and calls to action are there, and the sign-in form signs in', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Começar agora' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explorar Arena' }).first()).toBeVisible();

    await page.goto(SHARED);
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Fbattle%2Fdesafio-dos-campeoes%3Flutador%3DSaenchai$/);
    const submit = page.getByRole('button', { name: /entrar/i });
    await expect(submit).toBeEnabled();

    // A wrong password: the form again, with the message and the address typed.
    await page.getByLabel('E-mail').fill('lutador4@yod.test');
    await page.getByLabel('Senha', { exact: true }).fill('errada123');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.');
    await expect(page.getByLabel('E-mail')).toHaveValue('lutador4@yod.test');

    await page.getByLabel('Senha', { exact: true }).fill('yodarena');
    await page.getByRole('button', { name: /entrar/i }).click();
    await expect(page).toHaveURL(SHARED);
    // Signed in: the server renders the member's header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /YodCoins: abrir carteira/ })).toBeVisible();
  } finally {
    await context.close();
  }
});
