import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the ranking lists fighters and fans, reached from the home page and the menu', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Ver ranking' }).click();
  await expect(page).toHaveURL(/\/ranking$/);
  await expect(page.getByRole('heading', { name: 'Ranking', level: 1 })).toBeVisible();
  // The demo's finished battles are recorded by the fans' job within a tick or two of the start.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('ranking-fighters').getByRole('listitem').count();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  const fans = page.getByTestId('ranking-fans').getByRole('listitem');
  await expect(fans.first()).toContainText(/\d+ votos? · \d+ campe(ão apoiado|ões apoiados)/);
  await expect(page.getByTestId('ranking-fighters').getByRole('listitem').first()).toContainText(/vitória/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The header's menu has it too.
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'Ranking' }).first()).toBeVisible();
});
