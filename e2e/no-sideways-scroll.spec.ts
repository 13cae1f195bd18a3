import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './support/fixtures.ts';
import { createLongNameFan, LONG_NAME_PASSWORD, type LongNameFan } from './support/long-name-fan.ts';

// No page may scroll sideways on a phone: wide content (tables, tab strips) scrolls inside its own
// box, never the page. The worst case is a signed-in user with a 40-character one-word name and a
// seven-digit balance (support/long-name-fan.ts).
const WIDTHS = [320, 375, 414] as const;
const DEMO_BATTLE = '/battle/desafio-dos-campeoes';

const publicPages = [
  '/',
  '/arena',
  '/arena?tab=finished',
  DEMO_BATTLE,
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/features',
  '/how-it-works',
  '/faq',
  '/terms',
  '/privacy',
  '/wallet',
  '/u/Buakaw',
  '/pagina-que-nao-existe',
];

const adminPages = [
  '/admin/dashboard',
  '/admin/battles',
  '/admin/users',
  '/admin/wallets',
  '/admin/moderators',
  '/admin/analytics',
  '/admin/audit',
  '/admin/advertising',
];

/** The page's width against the viewport's, with the elements sticking out when it is wider. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const wide: string[] = [];
    if (scrollWidth > width) {
      // What sticks out, skipping content clipped by a scrolling or hidden-overflow box of its own.
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') return true;
        }
        return false;
      };
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect();
        if (box.right > width + 1 && box.width > 0 && !clipped(el)) {
          wide.push(`<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class')).slice(0, 80)}">`);
        }
        if (wide.length >= 3) break;
      }
    }
    return { width, scrollWidth, wide };
  });
  expect(result.scrollWidth, `${path} at ${result.width} px: ${result.wide.join(' ')}`).toBeLessThanOrEqual(
    result.width,
  );
}

let fan: LongNameFan;

test.beforeAll(async ({ e2eServer, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: e2eServer.url });
  fan = await createLongNameFan(e2eServer.url, request);
  await request.dispose();
});

for (const width of WIDTHS) {
  test(`visitor pages fit ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...publicPages, `/battle/${fan.battleSlug}`, `/u/${fan.username}`]) {
      await expectNoSidewaysScroll(page, path);
    }
  });

  test(`signed-in pages fit ${width} px (40-character name, '2,5M Y' balance)`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, fan.email, LONG_NAME_PASSWORD);
    await page.setViewportSize({ width, height: 800 });
    // Under 360 px the balance moves into the menu drawer; from there on the header holds '2,5M Y'.
    if (width >= 360)
      await expect(page.getByRole('link', { name: /2,5M YodCoins: abrir carteira/ })).toBeVisible();
    for (const path of [
      '/',
      '/arena',
      '/arena?filter=my_battles',
      DEMO_BATTLE,
      `/battle/${fan.battleSlug}`,
      '/wallet',
      '/profile',
      `/u/${fan.username}`,
      '/u/Buakaw',
      '/about',
      '/pagina-que-nao-existe',
    ]) {
      await expectNoSidewaysScroll(page, path);
    }
  });
}

test("signed out at 360 px, 'Cadastrar' fits beside 'Entrar'", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/arena');
  const signUp = page.getByRole('banner').getByRole('link', { name: 'Cadastrar' });
  await expect(signUp).toBeVisible();
  const box = await signUp.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});

test('admin pages fit 375 px (wide tables scroll inside their own box)', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'mestre@yod.test');
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of adminPages) await expectNoSidewaysScroll(page, path);
});
