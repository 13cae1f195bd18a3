import { apiSessionAs, createBattle, uniqueTitle } from './support/admin-api.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test("the home page's first battle is one being fought, with its prize in words", async ({
  page,
  baseURL,
}) => {
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  await createBattle(admin.api, {
    title: uniqueTitle('E2E Aberta na Home'),
    status: 'waiting',
    endTime: new Date(Date.now() + 20 * 60_000),
  });
  await admin.dispose();

  await page.goto('/');
  const first = page.getByTestId('home-battle').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('data-status', /^(active|ready)$/);
  await expect(first).toContainText(
    /Prêmio de R\$\s[\d.,]+ (via PIX|em item|em vale-presente) para o lutador mais votado/,
  );
  await first.getByRole('link', { name: 'Votar agora' }).click();
  await expect(page).toHaveURL(/\/battle\//);
});
