import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

/** An app whose pino logs land in `lines` (the shared test app logs nothing). */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let l: TestApp & { lines: typeof lines };
withTestApp({ logger: { level: 'info', stream: logStream } }, (app) => {
  l = { ...app, lines };
});

describe('health', () => {
  it('answers 200 with the database status, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database check fails', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: 'unreachable' });
    } finally {
      ping.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 200 on /livez while the database check fails: a load balancer keeps the instance', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValue(new Error('connect ECONNREFUSED'));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
      const res = await t.app.inject({ method: 'GET', url: '/livez' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      ping.mockRestore();
    }
  });

  // (Closing the embedded PGlite under a live app makes PGlite itself throw an unhandled
  // rejection while it cleans up, so the failing check is simulated on the database handle.)
  it('logs why the check failed', async () => {
    vi.spyOn(l.database, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect((await l.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    const logged = l.lines.find((line) => line.msg === 'health check: the database does not answer');
    expect(logged).toMatchObject({ level: 40, err: { message: 'connect ECONNREFUSED' } });
  });
});

describe('metrics', () => {
  it('does not exist without a configured token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
  });

  it('answers only the bearer of METRICS_TOKEN, in any spelling of its path', async () => {
    const token = 'metrics-token-for-the-test';
    const m = await createTestApp({ config: { METRICS_TOKEN: token } });
    try {
      for (const url of ['/metrics', '/%6detrics', '/metrics/']) {
        for (const authorization of [undefined, 'Bearer wrong-token-of-same-size!', `Basic ${token}`]) {
          const res = await m.app.inject({
            method: 'GET',
            url,
            headers: authorization ? { authorization } : {},
          });
          expect(res.statusCode, `${url} ${authorization}`).toBe(401);
          expect(res.json().error.code).toBe('OPERATOR_TOKEN_REQUIRED');
        }
        const ok = await m.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(ok.statusCode, url).toBe(200);
        expect(ok.body).toContain('process_cpu_user_seconds_total');
        expect(ok.body).toMatch(/^yod_session_lookup_statements \d+$/m);
        expect(ok.body).toMatch(/^yod_session_lookup_failed_statements \d+$/m);
        expect(ok.body).toMatch(/^yod_session_lookups \d+$/m);
        for (const size of [1, 2, 4, 8, 16, 32]) {
          expect(ok.body).toMatch(
            new RegExp(`^yod_session_lookup_statements_by_batch\\{size="${size}"\\} \\d+$`, 'm'),
          );
        }
        for (const name of [
          'yod_shell_hits',
          'yod_shell_renders',
          'yod_shell_render_failures',
          'yod_shell_fill_failures',
        ]) {
          expect(ok.body).toMatch(new RegExp(`^${name} \\d+$`, 'm'));
        }
        expect(ok.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await m.close();
    }
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document as JSON with the API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/me']),
    );
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
  });

  it('serves the docs page as HTML', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    // swagger-ui may answer on its own index; follow one redirect like a browser.
    if (res.statusCode >= 300 && res.statusCode < 400) {
      const location = new URL(String(res.headers.location), 'http://localhost/api/docs/');
      res = await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});

describe('request ids', () => {
  it('puts an x-request-id on every response, success or error', async () => {
    const requests = [
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/api/openapi.json' },
      { method: 'GET', url: '/api/me' },
      { method: 'GET', url: '/api/no-such-endpoint' },
      { method: 'GET', url: '/api/wallet' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'x' } },
    ] as const;
    const ids = new Set<string>();
    for (const request of requests) {
      const res = await t.app.inject(request);
      const id = res.headers['x-request-id'];
      expect(id, `${request.method} ${request.url} -> ${res.statusCode}`).toMatch(/^[\w-]{8,64}$/);
      ids.add(String(id));
    }
    expect(ids.size).toBe(requests.length);
  });

  it("echoes a well-formed incoming id and replaces one that isn't", async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234-abcd' },
    });
    expect(echoed.headers['x-request-id']).toBe('lb-1234-abcd');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\u0007<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown web path telemetry', () => {
  it('accepts the path and logs it with the request id', async () => {
    const res = await l.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      payload: { path: '/nao-existe?x=1' },
      headers: { 'x-request-id': 'not-found-test-1' },
    });
    expect(res.statusCode).toBe(204);
    const logged = l.lines.find((line) => line.msg === 'unknown route requested in the web app');
    expect(logged).toMatchObject({ path: '/nao-existe?x=1', reqId: 'not-found-test-1', level: 40 });
  });

  it('refuses a missing or oversized path', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/telemetry/not-found', payload: {} });
    expect(missing.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/not-found',
      payload: { path: `/${'a'.repeat(2001)}` },
    });
    expect(huge.statusCode).toBe(400);
  });
});
