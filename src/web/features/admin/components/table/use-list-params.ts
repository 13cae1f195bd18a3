import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { parseListParams } from './list-params.ts';

export type ListPatch = Record<string, string | number | undefined>;

/**
 * A list page's query kept in the URL. `update` sets or clears parameters and goes back to the
 * first page unless the patch names a cursor itself; page moves push a history entry (Back returns
 * to the previous page), typing in a search box replaces it.
 */
export function useListParams<S extends z.ZodObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => parseListParams(schema, params), [schema, params]);
  const update = useCallback(
    (patch: ListPatch, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('cursor' in patch)) next.delete('cursor');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { values, update };
}
