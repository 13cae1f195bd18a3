import type { ConsoleMessage } from '@playwright/test';
import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';
import { pageSettled } from './support/page-settled.ts';

// The demo battle 'Desafio dos Campeões de Muaythai' has four fighters with votes.
const DEMO_BATTLE = '/battle/desafio-dos-campeoes';

test('with JavaScript off, a battle page still shows its fighters and their counts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(DEMO_BATTLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desafio dos Campeões de Muaythai');
  const rows = page.getByRole('list', { name: 'Participantes' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) await expect(row).toContainText(/\d+ votos?/);
  await expect(page.getByText('Encerramento em')).toBeVisible();
  await context.close();
});

test('before its scripts run, the sign-in form posts to the server and never puts the password in the URL', async ({
  browser,
}) => {
  // JavaScript off: the page never hydrates, as during the moment before its scripts arrive. The
  // form is a page POST (docs/decisions/0023-auth-forms-before-javascript.md), so it works already.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  const submit = page.getByRole('button', { name: /entrar/i });
  await expect(submit).toBeEnabled();
  await page.getByLabel('E-mail').fill('fa@yod.test');
  await page.getByLabel('Senha', { exact: true }).fill('segredo-nao-vai-na-url');
  await Promise.all([
    page.waitForLoadState('load'),
    page.getByLabel('Senha', { exact: true }).press('Enter'),
  ]);
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(page.url()).not.toContain('segredo');
  expect(new URL(page.url()).pathname).toBe('/login');
  // The arena's search is a router form that works without JavaScript.
  await page.goto('/arena');
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeEnabled();
  await context.close();
});

test('the HTML of /arena (view-source) lists the battles', async ({ request, baseURL }) => {
  const title = uniqueTitle('E2E Fonte da Arena');
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  // Running and closing sooner than any other journey's battle: the arena's first card.
  const battle = await createBattle(admin.api, {
    title,
    status: 'active',
    maxParticipants: 4,
    endTime: new Date(Date.now() + 5 * 60_000),
  });
  await addParticipant(admin.api, battle.id, (await findUser(admin.api, 'lutador4@yod.test')).userId);
  await admin.dispose();

  // The arena opens on running battles closing soonest, so the HTML carries its title.
  const html = await (await request.get('/arena')).text();
  expect(html).toContain(title);
});

test.describe('hydration', () => {
  // Banners in the header and in the content of every page: a slot that filled in after
  // hydration, or an image that grew its box when it arrived, would push the page down.
  const bannerIds: string[] = [];
  test.beforeAll(async ({ baseURL }) => {
    const admin = await apiSessionAs(baseURL, 'admin@yod.test');
    const demoImage = `${baseURL}/og-default.png`;
    for (const position of ['header', 'in-content']) {
      const res = await admin.api.post('/api/admin/banners', {
        data: { name: uniqueTitle(`E2E ${position}`), imageUrl: demoImage, position, isActive: true },
      });
      expect(res.status(), await res.text()).toBe(201);
      bannerIds.push(((await res.json()) as { banner: { id: string } }).banner.id);
    }
    await admin.dispose();
  });
  test.afterAll(async ({ baseURL }) => {
    const admin = await apiSessionAs(baseURL, 'admin@yod.test');
    for (const id of bannerIds) await admin.api.delete(`/api/admin/banners/${id}`);
    await admin.dispose();
  });

  // The signed-in ones are fans' pages from the shared shells, their own parts rendered by the
  // browser (docs/decisions/0027-viewer-parts-in-the-browser.md, 0033): the browser must hydrate
  // each as rendered. lutador4 fights in the demo battle, which the search puts on their arena: its
  // card is marked as theirs by the browser, from their own first page sent with the shell's.
  // A public profile has no banner slot. The own profile's content loads in the browser after
  // hydration (its whole render had the same ~0.025 shift): its layout shift is not counted.
  const pages: [string, string | null, { banners?: false; contentLater?: true }?][] = [
    ['/', null],
    ['/arena', null],
    [DEMO_BATTLE, null],
    [DEMO_BATTLE, 'lutador6@yod.test'],
    ['/arena?q=Desafio', 'lutador4@yod.test'],
    ['/profile', 'lutador6@yod.test', { contentLater: true }],
    ['/u/Buakaw', 'lutador6@yod.test', { banners: false }],
  ];
  for (const [path, fan, { banners = true, contentLater = false } = {}] of pages) {
    test(`hydrating ${path}${fan ? ' signed in' : ''} logs no error or warning and moves nothing`, async ({
      page,
    }) => {
      if (fan) await loginAs(page, fan);
      const messages: string[] = [];
      const keep = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      };
      page.on('console', keep);
      // Layout shifts observed from the first paint on, hydration included.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // React Router marks the document once the router has hydrated.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Ours, or one another journey of this worker targeted at the page (those are preferred).
      if (banners) await expect(page.locator('[data-banner-position="header"] img')).toBeVisible();
      if (fan) {
        await expect(page.locator('#viewer-queries')).toHaveCount(1);
        await expect(page.getByRole('button', { name: /^Menu do usuário/ })).toBeVisible();
        if (path.startsWith('/arena'))
          await expect(page.getByTestId('card-participating').first()).toBeVisible();
      }
      // What the page shows is there and its effects have run: a late error would be logged by now.
      await pageSettled(page);
      expect(messages).toEqual([]);
      const cls = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
      );
      if (!contentLater) expect(cls).toBeLessThanOrEqual(0.02);
      // The page's modules are fetched only once a frame could paint, i.e. after the stylesheet
      // (docs/decisions/0014-scripts-after-first-paint.md).
      const order = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const css = entries.filter((e) => /\/assets\/[^/]+\.css$/.test(e.name));
        const js = entries.filter((e) => /\/assets\/[^/]+\.js$/.test(e.name));
        return {
          stylesheetDone: Math.max(...css.map((e) => e.responseEnd)),
          firstScript: Math.min(...js.map((e) => e.startTime)),
          scripts: js.length,
        };
      });
      expect(order.scripts).toBeGreaterThan(0);
      expect(order.firstScript).toBeGreaterThanOrEqual(order.stylesheetDone);
    });
  }
});
