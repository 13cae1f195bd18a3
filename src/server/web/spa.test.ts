import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testConfig } from '../test-support/test-config.ts';
import { openTestDatabase } from '../test-support/test-database.ts';

const ASSET = `export const text = '${'Yod Arena '.repeat(300)}';`;

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'yod-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), ASSET);
  writeFileSync(path.join(webDir, 'assets', 'app-abc.js.br'), brotliCompressSync(ASSET));
  writeFileSync(
    path.join(webDir, '.vite', 'route-preloads.json'),
    JSON.stringify({ routes: [{ path: '/battle/:idOrSlug', files: ['assets/battle-page-x1.js'] }] }),
  );
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false, webDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it('serves index.html for app routes, including paths with a dot', async () => {
    for (const url of ['/', '/arena', '/u/joao.silva', '/battle/final-2026?utm_source=copy']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built files and answers 404 for missing ones', async () => {
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/missing-abc123.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('preloads the chunks of the requested page only', async () => {
    const battle = await app.inject({ url: '/battle/final-2026?utm_source=copy' });
    expect(battle.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/battle-page-x1.js">',
    );
    expect((await app.inject({ url: '/arena' })).body).not.toContain('modulepreload');
  });

  it('sends the pre-compressed twin of an asset, and compresses other answers on the fly', async () => {
    const br = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gzip = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await app.inject({ url: '/assets/app-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });
});
