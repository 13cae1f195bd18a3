import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

/** The bus the multi-instance tests and the cluster bench give every instance (BUS_URL). */
export const NATS_URL = 'nats://127.0.0.1:4222';
const NATS_BIN = '/usr/sbin/nats-server';
/** dpkg's, which Debian's init scripts use to start and stop daemons. */
const START_STOP = '/usr/sbin/start-stop-daemon';
/** Debian's nats-server as .ci/run starts it: JetStream on, its store and log where the package puts them. */
const NATS_ARGS = [
  '-a',
  '127.0.0.1',
  '-p',
  '4222',
  '-js',
  '-sd',
  '/var/lib/nats-server',
  '-l',
  '/var/log/nats-server.log',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when something accepts a TCP connection on NATS's port. */
export function natsListening(timeoutMs = 1_000): Promise<boolean> {
  const { hostname, port } = new URL(NATS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Stopping and starting the machine's NATS needs Debian's package and the rights to signal its
 * process; elsewhere (a developer's NATS in a container) the restart is left out.
 */
export function canRestartNats(): boolean {
  const tool = spawnSync(START_STOP, ['--version'], { stdio: 'ignore' });
  return existsSync(NATS_BIN) && tool.status === 0 && process.getuid?.() === 0;
}

async function waitFor(up: boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await natsListening(200)) !== up) {
    if (Date.now() > deadline) throw new Error(`NATS still ${up ? 'down' : 'up'} after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Stops NATS (TERM, then KILL after 5 s) and resolves once its port refuses connections. */
export async function stopNats(): Promise<void> {
  const run = spawnSync(START_STOP, ['--stop', '--oknodo', '--retry', '5', '--exec', NATS_BIN], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`start-stop-daemon --stop failed: ${run.stderr}`);
  await waitFor(false, 10_000);
}

/** Starts NATS unless it runs; synchronous so an exit handler can put it back. */
export function startNatsNow(): void {
  spawnSync(START_STOP, ['--start', '--oknodo', '--background', '--exec', NATS_BIN, '--', ...NATS_ARGS], {
    stdio: 'ignore',
  });
}

/** Starts NATS unless it runs and resolves once it accepts connections. */
export async function startNats(): Promise<void> {
  startNatsNow();
  await waitFor(true, 10_000);
}
