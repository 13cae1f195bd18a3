import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Demo battles: 'Desafio dos Campeões de Muaythai' is running; 'Grande Final Yod 2025' is finished,
// won by Saenchai.
const ACTIVE = 'desafio-dos-campeoes';
const FINISHED = 'grande-final-yod-2025';

/** What the page handed to the stubbed share sheet, files described by name, type and size. */
interface Shared {
  title?: string;
  text?: string;
  url?: string;
  files?: { name: string; type: string; size: number }[];
}

/**
 * A phone's Web Share API in a desktop Chromium (which has none): `navigator.share` records what it
 * is given and then shares, or is closed by the fan (AbortError) while `window.__cancelShare` is
 * set; `navigator.canShare` accepts files.
 */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: unknown[]; __cancelShare: boolean };
    w.__shared = [];
    w.__cancelShare = false;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        w.__shared.push({
          title: data.title,
          text: data.text,
          url: data.url,
          files: data.files?.map((f) => ({ name: f.name, type: f.type, size: f.size })),
        });
        if (w.__cancelShare) throw new DOMException('Share canceled', 'AbortError');
      },
    });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: ShareData) => (data.files?.length ?? 0) > 0,
    });
  });
}

const shared = (page: Page) => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test("on a phone, 'Compartilhar' opens the share sheet with the tagged link; closing it opens the menu and the Stories image", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await stubShareSheet(page);
  await page.goto(`/battle/${ACTIVE}`);

  await page.getByTestId('share-open').click();
  await expect.poll(async () => (await shared(page)).length).toBe(1);
  const [battle] = await shared(page);
  const url = new URL(battle?.url ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${origin}/battle/${ACTIVE}`);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    utm_source: 'native',
    utm_medium: 'share',
    utm_campaign: 'votacao',
  });
  expect(battle?.text).toBe('Vote na batalha "Desafio dos Campeões de Muaythai" na Yod Arena!');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A fighter's button shares the fighter's link.
  await page
    .getByTestId('participant-Saenchai')
    .getByRole('button', { name: 'Compartilhar o link de Saenchai' })
    .click();
  await expect.poll(async () => (await shared(page)).length).toBe(2);
  const fighterUrl = new URL((await shared(page))[1]?.url ?? '');
  expect(Object.fromEntries(fighterUrl.searchParams)).toEqual({
    lutador: 'Saenchai',
    utm_source: 'native',
    utm_medium: 'share',
    utm_campaign: 'votacao',
  });

  // The fan closes the sheet: no error, the menu instead.
  await page.evaluate(() => {
    (window as unknown as { __cancelShare: boolean }).__cancelShare = true;
  });
  await page.getByTestId('share-open').click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar batalha' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(/Erro|Não foi possível/)).toHaveCount(0);
  const stories = dialog.getByRole('region', { name: 'Imagem para Stories' });
  const download = stories.getByRole('link', { name: 'Baixar imagem' });
  const image = new URL((await download.getAttribute('href')) ?? '');
  expect(image.pathname).toBe(`/og/story/battle/${ACTIVE}.png`);
  const png = await request.get(image.pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect(pngSize(await png.body())).toEqual([1080, 1920]);

  // The image itself goes to the sheet as a file.
  await page.evaluate(() => {
    (window as unknown as { __cancelShare: boolean }).__cancelShare = false;
  });
  await stories.getByRole('button', { name: 'Compartilhar imagem' }).click();
  await expect.poll(async () => (await shared(page)).length).toBe(4);
  const file = (await shared(page))[3]?.files?.[0];
  expect(file?.name).toBe(`yod-arena-${ACTIVE}-stories.png`);
  expect(file?.type).toBe('image/png');
  expect(file?.size).toBeGreaterThan(10_000);

  // The menu fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a finished battle is shared with its result: 'Campeão: Saenchai' in the text, the preview and the images", async ({
  page,
  request,
}) => {
  await stubShareSheet(page);
  await page.goto(`/battle/${FINISHED}`);

  await page.getByTestId('share-open').click();
  await expect.poll(async () => (await shared(page)).length).toBe(1);
  const [result] = await shared(page);
  expect(result?.text).toBe(
    'Batalha "Grande Final Yod 2025" encerrada na Yod Arena. Campeão: Saenchai! Veja o resultado.',
  );
  expect(new URL(result?.url ?? '').searchParams.get('utm_source')).toBe('native');

  const html = await (await request.get(`/battle/${FINISHED}`)).text();
  const meta = (property: string) =>
    html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? '';
  expect(meta('og:description')).toContain('Campeão: Saenchai');
  expect(meta('og:description')).not.toContain('Vote no seu lutador favorito');
  const card = await request.get(new URL(meta('og:image')).pathname);
  expect(pngSize(await card.body())).toEqual([1200, 630]);

  for (const path of [`/og/story/battle/${FINISHED}.png`, `/og/story/battle/${FINISHED}/Saenchai.png`]) {
    const png = await request.get(path);
    expect(png.status(), path).toBe(200);
    expect(pngSize(await png.body()), path).toEqual([1080, 1920]);
  }
});
