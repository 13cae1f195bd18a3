import http from 'node:http';
import { takeDataLines, totalsOf } from './live-stream.ts';

/** One battle's live stream on one instance, read as a page reads it: the fighters' totals. */
export interface LiveListener {
  /** The instance it is connected to. */
  server: string;
  battleId: string;
  /** Each message with totals: when it arrived (Date.now()) and fighter -> votes. */
  received: { at: number; totals: Map<string, number> }[];
  /** The latest total of each fighter. */
  latest: Map<string, number>;
  /** True once the stream ended (its instance died, or close()). */
  ended(): boolean;
  close(): void;
}

/** Opens the stream and resolves once it is connected (its first bytes arrived). */
export function openLiveListener(server: string, battleId: string): Promise<LiveListener> {
  return new Promise((resolve, reject) => {
    let ended = false;
    let rest = '';
    const listener: LiveListener = {
      server,
      battleId,
      received: [],
      latest: new Map(),
      ended: () => ended,
      close: () => req.destroy(),
    };
    const req = http.get(`${server}/api/battles/${battleId}/live`, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`live stream of ${battleId} on ${server} answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      // The instance dying mid-stream is expected here: an aborted response is an end, not a crash.
      res.on('error', () => undefined);
      res.once('close', () => {
        ended = true;
      });
      let connected = false;
      res.on('data', (chunk: string) => {
        if (!connected) {
          connected = true;
          resolve(listener);
        }
        const at = Date.now();
        const lines = takeDataLines(rest + chunk);
        rest = lines.rest;
        for (const payload of lines.payloads) {
          const delivered = totalsOf(payload);
          if (!delivered || delivered.battleId !== battleId) continue;
          const totals = new Map(delivered.totals);
          listener.received.push({ at, totals });
          for (const [fighter, n] of totals) listener.latest.set(fighter, n);
        }
      });
    });
    req.on('error', (err) => {
      ended = true;
      reject(err);
    });
  });
}

/**
 * When the listener first got a total above `thresholds` (fighter -> votes) at or after `since`:
 * a snapshot holding a vote committed after the thresholds were read. Undefined: not yet.
 */
export function firstAbove(
  listener: LiveListener,
  thresholds: Map<string, number>,
  since: number,
): number | undefined {
  for (const r of listener.received) {
    if (r.at < since) continue;
    for (const [fighter, n] of r.totals) if (n > (thresholds.get(fighter) ?? 0)) return r.at;
  }
  return undefined;
}
