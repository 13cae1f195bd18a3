// A listener process of the cluster bench (forked by listeners.ts): holds its share of the SSE
// streams, reads them as a page does (the fighters' totals), reconnects a dropped stream after the
// stream's `retry:` as EventSource does, and answers the bench's questions (listener-protocol.ts).
// The streams live in a process of their own so that reading thousands of them does not slow the
// bench's vote storm, which runs in the parent.
import http from 'node:http';
import { takeDataLines, totalsOf } from '#server/reliability/support/live-stream.ts';
import {
  type CountsByBattle,
  clock,
  type Envelope,
  type ListenerReplies,
  type Op,
  type ReplyEnvelope,
  type RequestOf,
} from './listener-protocol.ts';

interface Listener {
  battle: number;
  address: string;
  slot: string | null;
  open: boolean;
  req: http.ClientRequest | null;
  rest: string;
  retryMs: number;
  /** The latest total per fighter (-1: none yet). */
  latest: Int32Array;
  droppedAt: number | null;
  droppedFrom: string | null;
  reconnectedAt: number | null;
  connectedAt: number | null;
  /** Sampled listeners: per fighter, each higher total seen and when, while recording. */
  steps: { counts: number[]; ats: number[] }[] | null;
}

interface Mark {
  since: number;
  thresholds: CountsByBattle;
  slots: (string | null)[];
  at: (number | null)[];
}

const DEFAULT_RETRY_MS = 2_000;
const OPEN_BATCH = 200;

let target: URL | null = null;
let battles: string[] = [];
const battleIndex = new Map<string, number>();
const fighterIndex = new Map<string, number>();
const listeners: Listener[] = [];
const marks = new Map<number, Mark>();
const events = new Map<string, number>();
const refused = new Map<string, number>();
const refusedBodies = new Map<string, string>();
let snapshots = 0;
let perVoteUpdates = 0;
let recording = false;
let closing = false;

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

function onPayload(l: Listener, index: number, payload: string, at: number): void {
  const delivered = totalsOf(payload);
  if (!delivered || battleIndex.get(delivered.battleId) !== l.battle) return;
  if (delivered.kind === 'totals') snapshots += 1;
  else perVoteUpdates += 1;
  bump(events, l.slot ?? '?');
  for (const [participant, count] of delivered.totals) {
    const f = fighterIndex.get(participant);
    if (f === undefined) continue;
    l.latest[f] = count;
    const steps = l.steps?.[f];
    if (recording && steps && count > (steps.counts.at(-1) ?? -1)) {
      steps.counts.push(count);
      steps.ats.push(at);
    }
    for (const mark of marks.values()) {
      if (mark.at[index] === null && at >= mark.since && count > mark.thresholds[l.battle]![f]!)
        mark.at[index] = at;
    }
  }
}

function drop(l: Listener, index: number): void {
  l.req = null;
  if (l.open) {
    l.open = false;
    l.droppedAt = clock();
    l.droppedFrom = l.slot;
    l.slot = null;
  }
  if (!closing) setTimeout(() => void connect(l, index), l.retryMs);
}

/** Opens (or reopens) one stream; resolves once it answered, whatever the answer. */
function connect(l: Listener, index: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (!target || closing) return resolve(false);
    let settled = false;
    const settle = (ok: boolean) => {
      if (!settled) {
        settled = true;
        resolve(ok);
      }
    };
    const req = http.get(
      {
        host: target.hostname,
        port: target.port,
        path: `/api/battles/${battles[l.battle]}/live`,
        localAddress: l.address,
        agent: false,
        headers: { accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          const status = String(res.statusCode);
          bump(refused, status);
          if (!refusedBodies.has(status)) {
            refusedBodies.set(status, '');
            res.setEncoding('utf8');
            res.on('data', (d: string) =>
              refusedBodies.set(status, (refusedBodies.get(status)! + d).slice(0, 300)),
            );
          }
          res.on('error', () => undefined);
          res.resume();
          res.once('close', () => drop(l, index));
          return settle(false);
        }
        l.open = true;
        l.slot = String(res.headers['x-served-by'] ?? '?');
        l.connectedAt = clock();
        if (l.droppedAt !== null) l.reconnectedAt = l.connectedAt;
        res.setEncoding('utf8');
        // An instance killed mid-stream aborts the response: that is a drop, handled on 'close'.
        res.on('error', () => undefined);
        res.on('data', (chunk: string) => {
          const at = clock();
          const retry = /^retry: (\d+)$/m.exec(chunk)?.[1];
          if (retry) l.retryMs = Number(retry);
          const { payloads, rest } = takeDataLines(l.rest + chunk);
          l.rest = rest;
          for (const p of payloads) onPayload(l, index, p, at);
        });
        res.once('close', () => drop(l, index));
        settle(true);
      },
    );
    req.on('error', () => {
      bump(refused, 'error');
      if (!settled) {
        settle(false);
        drop(l, index);
      }
    });
    l.req = req;
  });
}

async function open(r: RequestOf<'open'>): Promise<ListenerReplies['open']> {
  target = new URL(r.url);
  battles = r.battles;
  for (const [i, b] of r.battles.entries()) battleIndex.set(b, i);
  for (const [i, f] of r.fighters.entries()) fighterIndex.set(f, i);
  const fresh: [Listener, number][] = [];
  for (let k = 0; k < r.count; k++) {
    const n = r.first + k;
    const sampled = n % r.sampleEvery === 0;
    const l: Listener = {
      battle: n % r.battles.length,
      address: r.localAddresses[n % r.localAddresses.length]!,
      slot: null,
      open: false,
      req: null,
      rest: '',
      retryMs: DEFAULT_RETRY_MS,
      latest: new Int32Array(r.fighters.length).fill(-1),
      droppedAt: null,
      droppedFrom: null,
      reconnectedAt: null,
      connectedAt: null,
      steps: sampled ? r.fighters.map(() => ({ counts: [], ats: [] })) : null,
    };
    listeners.push(l);
    fresh.push([l, listeners.length - 1]);
  }
  let opened = 0;
  // In batches, so that haproxy's and the servers' accept queues are not what is measured.
  for (let i = 0; i < fresh.length; i += OPEN_BATCH) {
    const batch = fresh.slice(i, i + OPEN_BATCH).map(([l, index]) => connect(l, index));
    for (const ok of await Promise.all(batch)) if (ok) opened += 1;
  }
  return { opened, failed: fresh.length - opened };
}

function stats(): ListenerReplies['stats'] {
  const connected = new Map<string, number>();
  for (const l of listeners) if (l.open) bump(connected, l.slot ?? '?');
  return {
    events: Object.fromEntries(events),
    connected: Object.fromEntries(connected),
    snapshots,
    perVoteUpdates,
    refused: Object.fromEntries(refused),
    refusedBodies: Object.fromEntries(refusedBodies),
  };
}

/** First index whose count reaches `count` in an ascending list, or -1. */
function firstReaching(counts: number[], count: number): number {
  let lo = 0;
  let hi = counts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (counts[mid]! >= count) hi = mid;
    else lo = mid + 1;
  }
  return lo < counts.length ? lo : -1;
}

function delays(r: RequestOf<'delays'>): ListenerReplies['delays'] {
  const byBattle = battles.map((): number[] => []);
  for (const [v, b] of r.votes.battle.entries()) byBattle[b]?.push(v);
  const out: number[] = [];
  let pairs = 0;
  let unmatched = 0;
  for (const l of listeners) {
    if (!l.steps) continue;
    for (const v of byBattle[l.battle] ?? []) {
      pairs += 1;
      const steps = l.steps[r.votes.fighter[v]!]!;
      const k = firstReaching(steps.counts, r.votes.count[v]!);
      if (k < 0) unmatched += 1;
      else out.push(steps.ats[k]! - r.votes.at[v]!);
    }
  }
  return { delays: out, pairs, unmatched };
}

function converged(expected: CountsByBattle, before: number): ListenerReplies['converged'] {
  let connected = 0;
  let matching = 0;
  let late = 0;
  for (const l of listeners) {
    if (!l.open) continue;
    if (l.connectedAt !== null && l.connectedAt > before) {
      late += 1;
      continue;
    }
    connected += 1;
    const want = expected[l.battle]!;
    if (want.every((count, f) => l.latest[f] === count)) matching += 1;
  }
  return { connected, matching, late };
}

async function handle(m: Envelope): Promise<ListenerReplies[Op]> {
  switch (m.op) {
    case 'open':
      return open(m);
    case 'record':
      recording = m.on;
      return {};
    case 'stats':
      return stats();
    case 'mark':
      marks.set(m.mark, {
        since: m.since,
        thresholds: m.thresholds,
        slots: listeners.map((l) => (l.open ? l.slot : null)),
        at: listeners.map(() => null),
      });
      return {};
    case 'hits': {
      const mark = marks.get(m.mark);
      if (m.forget) marks.delete(m.mark);
      return { slots: mark?.slots ?? [], at: mark?.at ?? [] };
    }
    case 'drops': {
      const dropped = listeners.filter((l) => l.droppedAt !== null && l.droppedAt >= m.since);
      return {
        from: dropped.map((l) => l.droppedFrom),
        to: dropped.map((l) => (l.open ? l.slot : null)),
        reconnectedAt: dropped.map((l) => l.reconnectedAt),
      };
    }
    case 'delays':
      return delays(m);
    case 'converged':
      return converged(m.expected, m.before);
    case 'close':
      closing = true;
      for (const l of listeners) l.req?.destroy();
      setTimeout(() => process.exit(0), 50);
      return {};
  }
}

process.on('message', (message) => {
  const m = message as Envelope;
  handle(m).then(
    (reply) => process.send?.({ id: m.id, reply } satisfies ReplyEnvelope),
    (err: unknown) => process.send?.({ id: m.id, error: String(err) } satisfies ReplyEnvelope),
  );
});
// The bench going away (crash, ^C) must not leave streams open.
process.on('disconnect', () => process.exit(0));
