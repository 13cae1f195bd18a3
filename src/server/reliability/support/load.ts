import { sleep } from './server-process.ts';

export interface LoadResult {
  statuses: Map<number, number>;
  /** Requests that got no HTTP answer at all (refused, reset). */
  networkErrors: number;
  ok(): number;
}

/**
 * Runs `request` from `workers` loops until `stop()` is called; a network error pauses that loop
 * briefly (the server may be down on purpose).
 */
export function startLoad(workers: number, request: (i: number) => Promise<Response>) {
  const result: LoadResult = {
    statuses: new Map(),
    networkErrors: 0,
    ok() {
      return this.statuses.get(200) ?? 0;
    },
  };
  let stopped = false;
  let n = 0;
  const loop = async () => {
    while (!stopped) {
      try {
        const res = await request(n++);
        await res.arrayBuffer();
        result.statuses.set(res.status, (result.statuses.get(res.status) ?? 0) + 1);
      } catch {
        result.networkErrors += 1;
        await sleep(50);
      }
    }
  };
  const running = Promise.all(Array.from({ length: workers }, loop));
  return {
    result,
    async stop() {
      stopped = true;
      await running;
      return result;
    },
  };
}

export const summary = (r: LoadResult) =>
  JSON.stringify({ statuses: Object.fromEntries(r.statuses), networkErrors: r.networkErrors });
