import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers, textOf } from './pages-test-helpers.ts';

/** Server logs of the app, one parsed pino line each. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
withTestApp({ pages: true, logger: { level: 'info', stream: logStream } }, (app) => {
  t = app;
});

const { get } = pageHelpers(() => t);

describe('other pages', () => {
  it('an unknown path is a 404 page, logged', async () => {
    const res = await get('/caminho/que-nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/<h1[^>]*>Página não encontrada<\/h1>/);
    expect(textOf(res.body)).toContain('Voltar para o início');
    expect(textOf(res.body)).toContain('Ver a arena');
    expect(logLines.some((l) => l.msg === 'unknown page' && l.path === '/caminho/que-nao-existe')).toBe(true);
  });
});

describe('a failing loader', () => {
  it('answers a 500 page in pt-BR and logs the failure with the request id', async () => {
    await t.db.execute(sql`ALTER TABLE battle_events RENAME TO battle_events_away`);
    t.app.readCache.clear();
    try {
      const res = await get('/arena', { 'x-request-id': 'pedido-quebrado-1' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toContain('text/html');
      expect(textOf(res.body)).toContain('Algo deu errado');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(
        logLines.some(
          (l) => l.reqId === 'pedido-quebrado-1' && l.level === 50 && l.msg === 'page render failed',
        ),
      ).toBe(true);
    } finally {
      await t.db.execute(sql`ALTER TABLE battle_events_away RENAME TO battle_events`);
    }
  });
});
