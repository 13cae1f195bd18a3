// The cluster bench's vote storm in a process of its own (forked by storm.ts): autocannon through
// haproxy, every request a (voter, battle, fighter) never used before, every answer kept with its
// time. Apart from the bench so that its timers (the faults' polling, the lock's takeover) are
// not held up by the load it makes.
import autocannon from 'autocannon';
import { sessionCookie, sessionToken } from '../data.ts';
import type { LoadRequest } from '../load.ts';
import { clock } from './listener-protocol.ts';
import { type StormRequest, type StormResult, voteOf } from './storm-protocol.ts';

let running: autocannon.Instance | null = null;

function start(r: Extract<StormRequest, { op: 'start' }>): void {
  let next = r.first;
  const cpu = process.cpuUsage();
  const result: StormResult = {
    startedAt: clock(),
    endedAt: 0,
    cpuMs: 0,
    next,
    ok: { request: [], count: [], at: [], latency: [] },
    failures: { at: [], status: [] },
    samples: {},
  };
  const inFlight = new WeakMap<object, number>();
  const request = (i: number): LoadRequest => {
    const v = voteOf(i, r.shape);
    return {
      method: 'POST',
      path: `/api/battles/b${v.battle + 1}/votes`,
      headers: {
        'content-type': 'application/json',
        cookie: sessionCookie(r.secret, sessionToken('v', v.voter)),
      },
      body: JSON.stringify({ participantUserId: `p${v.fighter + 1}` }),
    };
  };
  /** autocannon's response event follows onResponse for the same answer: it adds the latency. */
  let lastOk = false;
  const onResponse = (status: number, body: string, context: object) => {
    const at = clock();
    const i = inFlight.get(context);
    lastOk = false;
    if (i === undefined) return;
    if (status !== 200) {
      result.failures.at.push(at);
      result.failures.status.push(status);
      result.samples[String(status)] ??= body.slice(0, 300);
      return;
    }
    const count = Number((JSON.parse(body) as { votesCount?: unknown }).votesCount);
    result.ok.request.push(i);
    result.ok.count.push(Number.isFinite(count) ? count : -1);
    result.ok.at.push(at);
    lastOk = true;
  };
  running = autocannon(
    {
      url: new URL('/', r.url).toString(),
      connections: r.connections,
      duration: r.seconds,
      timeout: 10,
      requests: [
        {
          setupRequest: (req: LoadRequest, context: object) => {
            const i = next++;
            inFlight.set(context, i);
            return { ...req, ...request(i) };
          },
          onResponse,
        },
      ],
    },
    (err) => {
      result.endedAt = clock();
      const used = process.cpuUsage(cpu);
      result.cpuMs = (used.user + used.system) / 1000;
      result.next = next;
      if (err) result.error = String(err);
      process.send?.(result, () => process.exit(0));
    },
  );
  running.on('response', (_client, _status, _bytes, responseTime: number) => {
    if (lastOk) result.ok.latency.push(responseTime);
    lastOk = false;
  });
  running.on('reqError', () => {
    result.failures.at.push(clock());
    result.failures.status.push(0);
  });
}

process.on('message', (message) => {
  const m = message as StormRequest;
  if (m.op === 'start') start(m);
  else running?.stop();
});
process.on('disconnect', () => process.exit(0));
