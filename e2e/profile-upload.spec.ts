import { expect, loginAs, test } from './support/fixtures.ts';
import { makePng } from './support/png.ts';

// lutador6 (Superbon) starts without a picture; only this journey edits their profile.
const USER = 'lutador6@yod.test';

test('uploading a profile picture shows the progress bar, then the picture in the header and profile', async ({
  page,
}) => {
  await loginAs(page, USER);
  const menu = page.getByRole('button', { name: /Menu do usuário/ });
  await expect(menu.locator('img')).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Superbon' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar perfil' }).click();

  // Hold the upload's answer until the progress bar has been seen: on localhost it is instant.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/uploads/profile-pictures', async (route) => {
    await released;
    await route.continue();
  });
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/uploads/profile-pictures'));

  await page.getByLabel('Foto de perfil').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: makePng(480, 320, [37, 99, 235]),
  });
  const progress = page.getByRole('progressbar', { name: 'Enviando Foto de perfil' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Enviando\.\.\. \d+%/)).toBeVisible();
  release();

  const response = await uploaded;
  expect(response.status()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  // Stored re-encoded as WebP at the 200x200 box, whatever the browser sent
  // (docs/decisions/0018-og-cards-and-uploads-stay-cheap.md).
  expect(url).toMatch(/\/uploads\/profile-pictures\/[^/]+\/.+\.webp$/);
  await expect(progress).toBeHidden();
  await expect(page.getByText('Imagem enviada!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pré-visualização: Foto de perfil' })).toHaveAttribute(
    'src',
    url,
  );

  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado!')).toBeVisible();

  await expect(menu.locator('img')).toHaveAttribute('src', url);
  const profilePicture = page.locator(`img.size-24[src="${url}"]`);
  await expect(profilePicture).toBeVisible();
  // The picture really loaded (a served image, not a broken box).
  await expect.poll(() => profilePicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

  await page.reload();
  await expect(menu.locator('img')).toHaveAttribute('src', url);
  await expect(page.locator(`img.size-24[src="${url}"]`)).toBeVisible();
});
