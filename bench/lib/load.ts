// HTTP load with autocannon; latencies are collected per response so figures can be taken from the
// successful answers only (a fast 4xx must not flatter p50), and other statuses are counted apart.
import autocannon from 'autocannon';

/** Percentile of a sorted array (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export type LoadRequest = autocannon.Request;

export interface LoadResult {
  /** 200 and 304 answers. */
  ok: number;
  /** Other statuses: status -> count. */
  other: Record<number, number>;
  errors: number;
  seconds: number;
  okPerSec: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Runs autocannon against `url` with `connections`; `next(i)` (optional) returns the i-th request's
 * `{ method, path, headers, body }` so every request can differ. Stops after `amount` requests or
 * `duration` seconds.
 */
export async function load({
  url,
  connections,
  amount,
  duration,
  next,
  method = 'GET',
  path = '/',
  headers,
}: {
  url: string;
  connections: number;
  amount?: number;
  duration?: number;
  next?: (i: number) => LoadRequest;
  method?: LoadRequest['method'];
  path?: string;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  let i = 0;
  const requests = next ? [{ setupRequest: (req: LoadRequest) => ({ ...req, ...next(i++) }) }] : undefined;
  const okLatencies: number[] = [];
  const other: Record<number, number> = {};
  let errors = 0;
  const started = performance.now();
  let settle: (err: unknown) => void = () => {};
  const finished = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  const instance = autocannon(
    {
      url: new URL(path, url).toString(),
      connections,
      ...(amount ? { amount } : { duration: duration ?? 10 }),
      method,
      ...(headers ? { headers } : {}),
      ...(requests ? { requests } : {}),
      timeout: 30,
    },
    (err) => settle(err),
  );
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status === 200 || status === 304) {
      okLatencies.push(responseTime);
    } else other[status] = (other[status] ?? 0) + 1;
  });
  instance.on('reqError', () => {
    errors += 1;
  });
  await finished;
  const seconds = (performance.now() - started) / 1000;
  okLatencies.sort((a, b) => a - b);
  return {
    ok: okLatencies.length,
    other,
    errors,
    seconds,
    okPerSec: okLatencies.length / seconds,
    p50: percentile(okLatencies, 50),
    p95: percentile(okLatencies, 95),
    p99: percentile(okLatencies, 99),
  };
}

export const fmt = {
  rate: (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a'),
  ms: (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a'),
  pct: (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(0)}%` : 'n/a'),
  other: (o: Record<number, number>) =>
    Object.keys(o).length === 0
      ? 'none'
      : Object.entries(o)
          .map(([k, v]) => `${v}×${k}`)
          .join(', '),
};

/** A markdown table from a header row and data rows (arrays of cells). */
export function table(header: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}
