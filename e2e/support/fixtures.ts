import { test as base, expect, type Page } from '@playwright/test';
import { type E2eServer, startE2eServer } from './server.ts';

export const DEMO_PASSWORD = 'yodarena';

/**
 * Every worker runs its own server (support/server.ts), which `baseURL` points at; every journey
 * fails on any uncaught page error, so broken pages never pass silently.
 */
export const test = base.extend<{ pageErrors: string[] }, { e2eServer: E2eServer }>({
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startE2eServer(workerInfo.parallelIndex);
      process.env.E2E_SERVER_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.url);
  },
  // A server-rendered page answers clicks once React has hydrated it, and its scripts start only
  // after its first paint (docs/decisions/0014-scripts-after-first-paint.md): every navigation
  // by `page.goto` waits for root.tsx's mark, as a person waits for the page to respond. A page
  // without scripts (JavaScript off) is used as it is. Until the first paint the page's module
  // script is held under another type (src/web/app/scripts-after-paint.ts, HELD_SCRIPT_TYPE): a
  // page with either has scripts to wait for.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await page.waitForFunction(
        () =>
          document.documentElement.dataset.hydrated === 'true' ||
          !document.querySelector('script[type="module"], script[type="yod/after-first-paint"]'),
      );
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // The page's address says which page broke when a journey walks many.
      page.on('pageerror', (err) => errors.push(`${new URL(page.url()).pathname}: ${err.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await expect(page).toHaveURL(/\/arena/);
}
