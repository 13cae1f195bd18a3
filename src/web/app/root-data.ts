import { useRouteLoaderData } from 'react-router';
import type { WithDehydrated } from './dehydrate.ts';

/** The root loader's data (root.tsx): what every page shares. */
export interface RootData extends WithDehydrated {
  /** The public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** When the server rendered the page (ms since epoch). */
  renderedAt: number;
}

/** The root loader's data; undefined only while an error page renders without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
