import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

// docs/nginx/yod-arena.conf run for real in front of the app, on loopback: what the sample says
// about caching is what nginx does with the app's headers.

const SAMPLE = path.resolve(import.meta.dirname, '../../../docs/nginx/yod-arena.conf');

function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

const nginx = findNginx();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The sample with this run's addresses and directories; each line replaced must be there. */
function sampleFor(appPort: number, nginxPort: number, dir: string): string {
  let text = readFileSync(SAMPLE, 'utf8');
  const replacements: [string, string][] = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`],
    ['listen 80;', `listen 127.0.0.1:${nginxPort};`],
    ['/var/cache/nginx/yod-arena', path.join(dir, 'cache')],
  ];
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`docs/nginx/yod-arena.conf no longer has "${from}"`);
    text = text.replace(from, to);
  }
  return text;
}

function mainConfig(dir: string): string {
  // As root, nginx would run its workers as a user that may not exist here.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, `${name}-temp`)};`)
    .join('\n');
  return `${user}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
${temp}
  include ${path.join(dir, 'yod-arena.conf')};
}
`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe.skipIf(!nginx)(
  nginx ? 'the nginx sample in front of the app' : 'the nginx sample (skipped: nginx is not installed)',
  () => {
    let t: TestApp;
    let dir: string;
    let proxy: ChildProcess | undefined;
    let port = 0;
    let log = '';

    withTestApp({}, async (app) => {
      t = app;
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const appPort = (t.app.server.address() as AddressInfo).port;
      port = await freePort();
      dir = mkdtempSync(path.join(os.tmpdir(), 'yod-nginx-'));
      mkdirSync(path.join(dir, 'cache'));
      chmodSync(dir, 0o777);
      chmodSync(path.join(dir, 'cache'), 0o777);
      writeFileSync(path.join(dir, 'yod-arena.conf'), sampleFor(appPort, port, dir));
      writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
      const config = path.join(dir, 'nginx.conf');
      proxy = spawn(
        nginx as string,
        ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      proxy.stderr?.on('data', (chunk) => {
        log += String(chunk);
      });
      const end = Date.now() + 10_000;
      for (;;) {
        const up = await get(port, '/healthz').catch(() => null);
        if (up?.status === 200) break;
        if (Date.now() > end || proxy.exitCode !== null) {
          const errors = existsSync(path.join(dir, 'error.log'))
            ? readFileSync(path.join(dir, 'error.log'), 'utf8')
            : '';
          throw new Error(`nginx did not answer: ${log} ${errors}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    });

    afterAll(async () => {
      if (proxy && proxy.exitCode === null) {
        const exited = new Promise((r) => proxy?.once('exit', r));
        proxy.kill('SIGTERM');
        await exited;
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    async function battle() {
      const created = await createBattle(t.db, { status: 'active' });
      await addParticipant(t.db, created.id, await createUser(t.db));
      return created;
    }

    it("keeps a visitor's battle JSON: the second read is nginx's", async () => {
      const { id } = await battle();
      const first = await get(port, `/api/battles/${id}`);
      expect(first.status).toBe(200);
      expect(first.headers['x-cache-status']).toBe('MISS');
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=30');
      const second = await get(port, `/api/battles/${id}`);
      expect(second.headers['x-cache-status']).toBe('HIT');
      expect(second.body).toBe(first.body);
    });

    it('passes a session by: the private answer, never the kept one, never stored', async () => {
      const { id } = await battle();
      const fan = await signedInUser(t, { balance: 4 });
      const anonymous = await get(port, `/api/battles/${id}`);
      expect(anonymous.headers['x-cache-status']).toBe('MISS');
      for (let i = 0; i < 2; i += 1) {
        const mine = await get(port, `/api/battles/${id}`, { cookie: `consent=1; ${fan.cookie}` });
        expect(mine.headers['x-cache-status']).toBe('BYPASS');
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect(JSON.parse(mine.body).battle.viewer.balance).not.toBeNull();
      }
      // The https spelling of the cookie too.
      const secure = await get(port, `/api/battles/${id}`, { cookie: '__Secure-yod.session_token=x.y' });
      expect(secure.headers['x-cache-status']).toBe('BYPASS');
      // Visitors still get the kept copy, not a fan's.
      const again = await get(port, `/api/battles/${id}`, { cookie: 'consent=1' });
      expect(again.headers['x-cache-status']).toBe('HIT');
      expect(JSON.parse(again.body).battle.viewer.balance).toBeNull();
    });

    it('passes a live stream through as it is written, uncached', async () => {
      const { id } = await battle();
      const received: string[] = [];
      let status = 0;
      let type = '';
      const request = http.get({ host: '127.0.0.1', port, path: `/api/battles/${id}/live` }, (res) => {
        status = res.statusCode ?? 0;
        type = String(res.headers['content-type']);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
      });
      request.on('error', () => {});
      try {
        const until = async (check: () => boolean) => {
          const end = Date.now() + 5_000;
          while (!check()) {
            if (Date.now() > end) throw new Error(`not seen through nginx: ${received.join('')}`);
            await new Promise((r) => setTimeout(r, 20));
          }
        };
        await until(() => received.join('').includes(': connected'));
        expect(status).toBe(200);
        expect(type).toContain('text/event-stream');
        // An event written after the answer began reaches the client while the stream is open.
        await publishBattleUpdate(t.db, { type: 'status', battleId: id, status: 'active' });
        await until(() => received.join('').includes(`"battleId":"${id}"`));
      } finally {
        request.destroy();
      }
    });
  },
);
