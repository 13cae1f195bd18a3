// The failures the cluster bench injects while the vote storm runs, each measured and returned as
// one row: an instance killed (haproxy routes around it, its streams reconnect elsewhere), the live
// publisher killed (another instance takes its lock; streams get a new snapshot), NATS restarted
// (snapshots resume). "A new snapshot" is a total above the exact totals read just after the fault:
// it holds a vote committed after the fault, so no message already on its way can pass for it.
import pg from 'pg';
import { liveLeader } from '#server/reliability/support/live-leader.ts';
import { canRestartNats, startNats, stopNats } from '#server/reliability/support/nats.ts';
import { percentile } from '../load.ts';
import { sleep } from '../server.ts';
import { exactTotals } from './database.ts';
import type { Haproxy } from './haproxy.ts';
import { type Instance, kill9, startInstance } from './instances.ts';
import { clock } from './listener-protocol.ts';
import type { ListenerPool } from './listeners.ts';
import type { VoteLog } from './storm.ts';

export interface Cluster {
  root: string;
  env: Record<string, string>;
  instances: Instance[];
  haproxy: Haproxy;
  listeners: ListenerPool;
  /** The bench's own connection to the scratch database. */
  db: pg.Client;
  dbUrl: string;
  tickMs: number;
  busIsNats: boolean;
  print: (line: string) => void;
}

export interface FaultRow {
  fault: string;
  result: string;
  /** From the fault until the cluster was whole again: the storm's answers in it are set beside. */
  window: [from: number, to: number] | null;
}

/** Polls `check` until it returns a value, or null after `timeoutMs` (a bench reports, never throws). */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined>,
  timeoutMs: number,
  everyMs = 20,
): Promise<T | null> {
  const deadline = clock() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (clock() > deadline) return null;
    await sleep(everyMs);
  }
}

const ms = (n: number | null) => (n === null ? 'never' : `${n.toFixed(0)} ms`);
const ticks = (n: number, tickMs: number) => `${(n / tickMs).toFixed(1)} ticks`;

/** The storm's answers in a fault's window (read once the storm has ended and its log is whole). */
export function votesLine(votes: VoteLog, window: FaultRow['window']): string {
  if (!window) return 'n/a';
  const [from, to] = window;
  const { ok, other } = votes.between(from, to);
  const rest = Object.entries(other).map(([k, n]) => `${n}× ${k}`);
  return `${ok} × 200${rest.length ? `; ${rest.join(', ')}` : '; nothing else'} in ${((to - from) / 1000).toFixed(1)} s`;
}

/**
 * Starts the slot again on its port: when it answered /healthz, and when haproxy sent it traffic
 * again (null: it did not; the run goes on with one instance fewer, and says why).
 */
async function restart(
  c: Cluster,
  dead: Instance,
): Promise<{ healthy: number | null; up: number | null; error?: string }> {
  try {
    const next = await startInstance(c.root, { slot: dead.slot, port: dead.port, env: c.env });
    const healthy = clock();
    c.instances[c.instances.indexOf(dead)] = next;
    const up = await waitFor(
      async () => ((await c.haproxy.status())[dead.slot] === 'UP' ? clock() : null),
      15_000,
    );
    return { healthy, up };
  } catch (err) {
    return { healthy: null, up: null, error: String(err).slice(0, 300) };
  }
}

const restartLine = (r: Awaited<ReturnType<typeof restart>>, from: number) =>
  r.error
    ? `restart failed: ${r.error}`
    : `restarted: /healthz 200 ${ms(r.healthy === null ? null : r.healthy - from)} and UP in haproxy ${ms(r.up === null ? null : r.up - from)} after the kill`;

/** Times at which each listener first saw a new snapshot, relative to `from`, for the chosen listeners. */
function hitTimes(
  hits: { slots: (string | null)[]; at: (number | null)[] },
  keep: (slot: string) => boolean,
  from: number,
) {
  const chosen = hits.slots.flatMap((slot, k) => (slot !== null && keep(slot) ? [k] : []));
  const seen = chosen.flatMap((k) => (hits.at[k] === null ? [] : [hits.at[k]! - from])).sort((a, b) => a - b);
  return { listeners: chosen.length, seen };
}

function hitLine(h: { listeners: number; seen: number[] }, tickMs: number): string {
  if (h.seen.length === 0) return `none of ${h.listeners} listeners got one`;
  const p50 = percentile(h.seen, 50);
  return `first ${ms(h.seen[0]!)}, p50 ${ms(p50)} (${ticks(p50, tickMs)}), p95 ${ms(percentile(h.seen, 95))}, max ${ms(h.seen.at(-1)!)}; ${h.seen.length} / ${h.listeners} listeners`;
}

/** kill -9 an instance that is not the live publisher; haproxy and the streams must route around it. */
export async function killInstance(c: Cluster): Promise<FaultRow> {
  const leader = await liveLeader(c.db);
  const victim = c.instances.find((i) => i.pid !== leader?.pid) ?? c.instances[0]!;
  const fault = `kill -9 ${victim.slot} (not the live publisher)`;
  c.print(`fault: ${fault}`);
  const before = (await c.listeners.stats()).connected[victim.slot] ?? 0;
  const killedAt = clock();
  await kill9(victim);
  const downAt = await waitFor(
    async () => ((await c.haproxy.status())[victim.slot]?.startsWith('DOWN') ? clock() : null),
    10_000,
  );
  // Streams come back after their retry (2 s); wait for every dropped one, or 20 s.
  const drops = await waitFor(
    async () => {
      const d = await c.listeners.drops(killedAt);
      return d.from.length > 0 && d.to.every((slot) => slot !== null) ? d : null;
    },
    20_000,
    100,
  );
  const last = drops ?? (await c.listeners.drops(killedAt));
  const back = last.reconnectedAt.flatMap((t) => (t === null ? [] : [t - killedAt])).sort((a, b) => a - b);
  const elsewhere = last.to.filter((slot) => slot !== null && slot !== victim.slot).length;
  const back2 = await restart(c, victim);
  const result = [
    `haproxy marked it DOWN after ${ms(downAt === null ? null : downAt - killedAt)}`,
    `${last.from.length} of its ${before} streams dropped, ${elsewhere} reconnected to other instances, p50 ${ms(back.length ? percentile(back, 50) : null)}, max ${ms(back.at(-1) ?? null)} after the kill (EventSource's 2 s retry included)`,
    restartLine(back2, killedAt),
  ].join('; ');
  c.print(`  ${result}`);
  return { fault, result, window: [killedAt, back2.up ?? clock()] };
}

/** kill -9 the live publisher: another instance must take its lock and streams a new snapshot. */
export async function killLeader(c: Cluster, shape: Parameters<typeof exactTotals>[1]): Promise<FaultRow> {
  const fault = 'kill -9 the live publisher (holder of advisory lock 7340)';
  const leader = await liveLeader(c.db);
  const victim = c.instances.find((i) => i.pid === leader?.pid);
  if (!leader || !victim) {
    const why = leader
      ? `the lock is held by pid ${leader.pid}, not one of this run's instances`
      : 'no connection named yod-live:<pid> holds the lock: this build has no leader-elected publisher (realtime/coalescer.ts)';
    c.print(`fault skipped: ${why}`);
    return { fault, result: `skipped: ${why}`, window: null };
  }
  c.print(`fault: kill -9 ${victim.slot} (pid ${victim.pid}, the live publisher)`);
  // The lock is watched on a connection of its own from the kill on, while the other connection
  // reads the thresholds: a late first look would only add its own delay to the figure.
  const watcher = new pg.Client({ connectionString: c.dbUrl });
  watcher.on('error', () => undefined);
  await watcher.connect();
  let releasedAt: number | null = null;
  const killedAt = clock();
  await kill9(victim);
  const taken = waitFor(
    async () => {
      const l = await liveLeader(watcher);
      const at = clock();
      if (!l) releasedAt ??= at;
      return l && l.pid !== leader.pid ? { ...l, at } : null;
    },
    10_000,
    5,
  ).finally(() => watcher.end().catch(() => undefined));
  const thresholds = await exactTotals(c.db, shape);
  const mark = await c.listeners.mark(killedAt, thresholds);
  const next = await taken;
  const survivor = (slot: string) => slot !== victim.slot;
  await waitFor(
    async () => {
      const h = hitTimes(await c.listeners.hits(mark), survivor, killedAt);
      return h.seen.length === h.listeners ? true : null;
    },
    10_000,
    50,
  );
  const h = hitTimes(await c.listeners.hits(mark, true), survivor, killedAt);
  const heir = c.instances.find((i) => i.pid === next?.pid)?.slot ?? `pid ${next?.pid}`;
  const took = next === null ? null : next.at - killedAt;
  const firstHit = h.seen[0];
  const within = took !== null && took <= 2 * c.tickMs && firstHit !== undefined && firstHit <= 2 * c.tickMs;
  const result = [
    releasedAt === null
      ? 'PostgreSQL freed the lock and it was taken again between two looks'
      : `PostgreSQL freed the lock ${ms(releasedAt - killedAt)} after the kill`,
    next === null
      ? 'no other instance took it within 10 s'
      : `${heir} held it ${ms(took)} after the kill (${ticks(took!, c.tickMs)})`,
    `new snapshot on the surviving instances' streams: ${hitLine(h, c.tickMs)}`,
    `target 2 ticks (${2 * c.tickMs} ms) for the lock and the first snapshot: ${within ? 'met' : 'missed'}`,
  ].join('; ');
  const back = await restart(c, victim);
  const whole = `${result}; ${restartLine(back, killedAt)}`;
  c.print(`  ${whole}`);
  return { fault, result: whole, window: [killedAt, back.up ?? clock()] };
}

/** Stops and starts the machine's NATS; every stream must get totals again. */
export async function restartNats(c: Cluster, shape: Parameters<typeof exactTotals>[1]): Promise<FaultRow> {
  const fault = 'NATS restarted (start-stop-daemon --stop, then --start)';
  if (!c.busIsNats) return { fault, result: 'skipped: the instances do not use NATS', window: null };
  if (!canRestartNats()) {
    const why = 'needs root, start-stop-daemon and /usr/sbin/nats-server';
    return { fault, result: `skipped: ${why}`, window: null };
  }
  c.print(`fault: ${fault}`);
  const stoppedAt = clock();
  await stopNats();
  const downAt = clock();
  await startNats();
  const upAt = clock();
  const thresholds = await exactTotals(c.db, shape);
  const mark = await c.listeners.mark(upAt, thresholds);
  await waitFor(
    async () => {
      const h = hitTimes(await c.listeners.hits(mark), () => true, upAt);
      return h.seen.length === h.listeners ? true : null;
    },
    20_000,
    50,
  );
  const h = hitTimes(await c.listeners.hits(mark, true), () => true, upAt);
  const result = [
    `down ${ms(upAt - downAt)} (stopping took ${ms(downAt - stoppedAt)})`,
    `totals resumed after NATS was back: ${hitLine(h, c.tickMs)}`,
  ].join('; ');
  c.print(`  ${result}`);
  const resumed = h.seen.length ? upAt + h.seen.at(-1)! : clock();
  return { fault, result, window: [stoppedAt, resumed] };
}
