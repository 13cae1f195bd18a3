import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the page has hydrated and its main thread has gone idle twice: its effects have
 * run and what they show (a toast, a console message) is rendered. An outcome to wait for before
 * asserting that something did not happen, instead of a fixed sleep that a loaded machine outlasts.
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // The first idle period may schedule work (a toast's render): the second comes after it.
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 });
      }),
  );
}
