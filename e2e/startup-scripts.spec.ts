import { expect, test } from './support/fixtures.ts';

const HINT = '//# allFunctionsCalledOnLoad\n';

// vite.config.ts (eagerCompileHint): the scripts a landing page runs at start-up open with V8's
// compile hint, so they compile while they download instead of on the main thread when called.
test('the landing page start-up scripts carry the eager compile hint, the lazy chunks do not', async ({
  request,
}) => {
  const html = await (await request.get('/arena')).text();
  const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(entry).toBeTruthy();
  const opening = async (url: string) => (await (await request.get(url)).text()).slice(0, HINT.length);

  expect(await opening(entry ?? '')).toBe(HINT);
  const vendor = preloads.find((url) => url.includes('/react-vendor-'));
  expect(vendor, 'the framework chunk is preloaded').toBeTruthy();
  expect(await opening(vendor ?? '')).toBe(HINT);
  const page = preloads.find((url) => url.includes('/arena-page-'));
  expect(page, 'the arena page chunk is preloaded').toBeTruthy();
  expect(await opening(page ?? '')).not.toBe(HINT);
});
