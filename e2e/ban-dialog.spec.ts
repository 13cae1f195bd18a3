import { apiSessionAs, banUser, findUser } from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// Only this journey uses lutador7: once banned, they stay banned for the rest of the run.
const USER = 'lutador7@yod.test';
const REASON = 'Links de spam no chat da arena (e2e)';

test('a user banned while signed in gets the blocking dialog, no API, and can still leave', async ({
  page,
  baseURL,
}) => {
  // A controllable clock that keeps flowing: jumping it shows the countdown is live.
  await page.clock.install();
  await loginAs(page, USER);

  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  try {
    const { userId } = await findUser(admin.api, USER);
    await banUser(admin.api, userId, REASON, 24);
  } finally {
    await admin.dispose();
  }

  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Conta banida' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(REASON, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`Sua conta está banida. Motivo: ${REASON}.`, { exact: false })).toBeVisible();

  // Relative countdown, re-rendered every second.
  const countdown = dialog.locator('time');
  await expect(countdown).toHaveText(/^2[34] horas$/);
  await page.clock.fastForward('02:00:00');
  await expect(countdown).toHaveText('22 horas');

  // Blocking: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // The server refuses the banned session's calls.
  const wallet = await page.request.get('/api/wallet');
  expect(wallet.status()).toBe(403);
  expect(((await wallet.json()) as { error: { code: string } }).error.code).toBe('BANNED');

  // Past the expiry the dialog says so.
  await page.clock.fastForward('23:00:00');
  await expect(dialog.getByText('Banimento expirado. Saia e entre novamente.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Sair' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(((await me.json()) as { user: unknown }).user).toBeNull();
});
