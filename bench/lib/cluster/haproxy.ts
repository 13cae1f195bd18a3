// haproxy in front of the cluster's instances, as a deployment would put it: API requests round
// robin; live streams (…/live) to the instance holding the fewest, with timeouts long enough for a
// stream; /livez checks (the process, not the database: docs/operations.md), so a killed instance leaves the rotation within about a second, and a
// request that cannot connect meanwhile is sent to another instance.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, sleep } from '../server.ts';
import { track } from './cleanup.ts';

/** Debian's package (`apt-get install haproxy`). */
const HAPROXY = '/usr/sbin/haproxy';

export function hasHaproxy(): boolean {
  return spawnSync(HAPROXY, ['-v'], { stdio: 'ignore' }).status === 0;
}

export interface Haproxy {
  url: string;
  pid: number;
  /** Each instance's state in the live streams' backend as the health checks see it (UP, DOWN, …). */
  status: () => Promise<Record<string, string>>;
  /** Requests each instance was sent so far through the API backend (haproxy's req_tot). */
  requests: () => Promise<Record<string, number>>;
  stop: () => Promise<void>;
}

/** Every second; after a failure every 250 ms, so a dead instance is out within about a second. */
const CHECK = 'check inter 1s fastinter 250ms downinter 500ms fall 3 rise 2';

function config(port: number, statsPort: number, servers: { slot: string; port: number }[]): string {
  const lines = () => servers.map((s) => `  server ${s.slot} 127.0.0.1:${s.port} ${CHECK}`);
  return [
    'global',
    // Two descriptors per proxied connection: the machine's 20,000 allow this many.
    '  maxconn 9000',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    // A stream's client sends nothing after its request; the server's heartbeats keep it alive.
    '  timeout client 1h',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    // Under a storm an instance's event loop is busy: a slow answer is a busy instance, not a dead
    // one (a dead one refuses the connection at once).
    '  timeout check 5s',
    // Only a failed connection is retried (the request never reached an instance), elsewhere.
    '  retries 3',
    '  option redispatch 1',
    'frontend cluster',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  acl live path_end /live',
    '  use_backend live if live',
    '  default_backend api',
    '  http-response set-header x-served-by %[srv_name]',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /livez',
    '  http-check expect status 200',
    ...lines(),
    'backend live',
    '  balance leastconn',
    '  timeout server 1h',
    '  timeout tunnel 1h',
    '  option httpchk GET /livez',
    '  http-check expect status 200',
    ...lines(),
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

export async function startHaproxy(servers: { slot: string; port: number }[]): Promise<Haproxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yod-haproxy-'));
  const [port, statsPort] = [await freePort(), await freePort()];
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config(port, statsPort, servers));
  const child = track(spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let output = '';
  child.stderr?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-10_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  /** One column of the stats CSV for each server of `backend`. */
  const column = async (backend: string, name: string) => {
    const [header = '', ...rows] = (
      await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text()
    ).split('\n');
    const index = header.replace(/^# /, '').split(',').indexOf(name);
    const out: Record<string, string> = {};
    for (const line of rows) {
      const cells = line.split(',');
      if (cells[0] === backend && cells[1] && !['FRONTEND', 'BACKEND'].includes(cells[1]))
        out[cells[1]] = cells[index] ?? '';
    }
    return out;
  };
  const status = () => column('live', 'status');
  const requests = async () => {
    const counts = await column('api', 'req_tot');
    return Object.fromEntries(Object.entries(counts).map(([slot, n]) => [slot, Number(n)]));
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    const ready = await status().then(
      (s) => servers.every((x) => s[x.slot] === 'UP'),
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`haproxy: instances not UP after 10 s: ${output}`);
    await sleep(50);
  }
  return {
    url,
    pid: child.pid!,
    status,
    requests,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
