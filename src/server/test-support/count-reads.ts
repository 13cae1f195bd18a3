import { vi } from 'vitest';
import type { ReadCache } from '#server/http/read-cache.ts';

/**
 * Counts the reads (JSON reads and page renders) that made the bodies of `cache`: a request that
 * waited for another's read, or was answered from a kept body, made none.
 */
export function countReads(cache: ReadCache) {
  const body = cache.body.bind(cache);
  let count = 0;
  const spy = vi.spyOn(cache, 'body').mockImplementation((key, read, options) =>
    body(
      key,
      async () => {
        count += 1;
        return read();
      },
      options,
    ),
  );
  return { count: () => count, restore: () => spy.mockRestore() };
}
