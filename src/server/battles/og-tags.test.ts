import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createBattle } from '../db/factories/battles.ts';
import { memoryMailer } from '../mail/mailer.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><title>Yod Arena</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let web: FastifyInstance;
let webDir: string;
beforeAll(async () => {
  t = await createTestApp();
  webDir = mkdtempSync(path.join(tmpdir(), 'yod-web-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  // The same database, served with a web build so the SPA's HTML transforms run.
  web = await buildApp({
    config: t.config,
    database: t.database,
    mailer: memoryMailer(),
    logger: false,
    webDir,
  });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('Open Graph tags of battle pages', () => {
  it('puts title, prize, status, banner image and URL into the HTML, escaped', async () => {
    await createBattle(t.db, {
      slug: 'grande-final-og',
      title: 'Grande <Final> & "Cia"',
      prizeAmount: 1500,
      adBannerUrl: 'https://cdn.example.com/banner.png',
    });
    const res = await web.inject({ method: 'GET', url: '/battle/grande-final-og?utm_source=whatsapp' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<meta property="og:title" content="Grande &#60;Final&#62; &#38; &#34;Cia&#34; | Yod Arena">',
    );
    expect(html).toMatch(
      /<meta property="og:description" content="Prêmio: R\$\s1\.500,00 · Aguardando Participantes\./,
    );
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/banner.png">');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/battle/grande-final-og">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<title>Grande &#60;Final&#62; &#38; &#34;Cia&#34; | Yod Arena</title>');
    expect(html).not.toContain('<Final>');
  });

  it('uses the default image without a banner and leaves unknown battles and other pages alone', async () => {
    const battle = await createBattle(t.db, { slug: null });
    const byId = await web.inject({ method: 'GET', url: `/battle/${battle.id}` });
    expect(byId.body).toContain('<meta property="og:image" content="http://localhost:3000/og-default.png">');
    expect((await web.inject({ method: 'GET', url: '/battle/nao-existe' })).body).toBe(INDEX);
    expect((await web.inject({ method: 'GET', url: '/arena' })).body).toBe(INDEX);
    const pending = await createBattle(t.db, { status: 'pending', slug: 'pendente-og' });
    expect((await web.inject({ method: 'GET', url: `/battle/${pending.slug}` })).body).toBe(INDEX);
  });
});
