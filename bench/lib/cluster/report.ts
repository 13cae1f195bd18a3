// The cluster bench's figures as printed lines and RESULTS.md rows.
import { fmt, percentile, table } from '../load.ts';
import { type FaultRow, votesLine } from './faults.ts';
import type { ListenerReplies } from './listener-protocol.ts';
import type { VoteLog } from './storm.ts';

export interface InstanceFigures {
  slot: string;
  listeners: number;
  events: number;
  /** Requests haproxy sent it (votes). */
  requests: number;
  cpuMs: number | null;
  /** Its requests times its CPU per request in the storm without listeners. */
  voteCpuMs: number | null;
}

const seconds1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function instanceRows(figures: InstanceFigures[], seconds: number): string[] {
  return table(
    [
      'instance',
      'streams',
      'listener-events',
      'events/s',
      'votes sent',
      'CPU (share of a core)',
      'of which votes (est.)',
      'CPU per 1k listener-events',
      'less the votes',
    ],
    figures.map((f) => {
      const streams = f.cpuMs === null || f.voteCpuMs === null ? null : f.cpuMs - f.voteCpuMs;
      const per1k = (ms: number | null) =>
        ms === null || f.events === 0 ? 'n/a' : `${((ms * 1000) / f.events).toFixed(1)} ms`;
      return [
        f.slot,
        f.listeners,
        f.events,
        fmt.rate(f.events / seconds),
        f.requests,
        f.cpuMs === null ? 'n/a' : `${seconds1(f.cpuMs)} (${fmt.pct(f.cpuMs / 1000 / seconds)})`,
        f.voteCpuMs === null ? 'n/a' : seconds1(f.voteCpuMs),
        per1k(f.cpuMs),
        per1k(streams),
      ];
    }),
  );
}

export function delayLine(d: ListenerReplies['delays']): string {
  const sorted = [...d.delays].sort((a, b) => a - b);
  if (sorted.length === 0) return `no vote seen by a sampled listener (${d.pairs} pairs)`;
  return `p50 ${fmt.ms(percentile(sorted, 50))}, p95 ${fmt.ms(percentile(sorted, 95))}, max ${fmt.ms(sorted.at(-1)!)} (${sorted.length} of ${d.pairs} (vote, sampled listener) pairs seen, ${d.unmatched} never)`;
}

export function faultRows(rows: FaultRow[], votes: VoteLog): string[] {
  return table(
    ['fault', 'measured', 'votes from the fault until whole again'],
    rows.map((r) => [r.fault, r.result, votesLine(votes, r.window)]),
  );
}

export const statusLine = (other: Record<string, number>) =>
  Object.keys(other).length === 0
    ? 'none'
    : Object.entries(other)
        .map(([k, n]) => `${n}× ${k}`)
        .join(', ');
