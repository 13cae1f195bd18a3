import type { DehydratedState } from '@tanstack/react-query';
import { createContext, type ReactNode, Suspense, use } from 'react';
import type { AppLoadContext } from 'react-router';
import type { Prefetched } from './dehydrate.ts';

/**
 * A signed-in page rendered in two steps (docs/decisions/0026-signed-in-page-shell.md): a shell
 * once per battle state, with every part that depends on the viewer left as a hole, then per
 * request only those holes, for this viewer.
 * - `shell`: the server renders the shared part; holes wait (and are left for the second step).
 * - `resume`: the server renders the holes with this viewer's queries.
 * - `whole`: every other render (visitors, staff, the browser): holes render in place.
 */
export type ViewerShellPhase = 'shell' | 'resume' | 'whole';

export interface ViewerShell {
  phase: ViewerShellPhase;
  /** The viewer's own query answers (session, their view of the battle), newer than the shell's. */
  queries: DehydratedState['queries'];
}

/**
 * What a route module exports to have a shell: the answers its holes read, for the viewer of
 * `context` (the root's: the session; a page's: its own view of the page's data).
 */
export type ViewerQueries = (args: {
  params: Record<string, string | undefined>;
  context: AppLoadContext;
}) => Promise<readonly Prefetched[]>;

export const ViewerShellContext = createContext<ViewerShell>({ phase: 'whole', queries: [] });

/** The element the server appends after a resumed page with the viewer's queries (JSON). */
export const VIEWER_QUERIES_ELEMENT_ID = 'viewer-queries';

const NEVER = new Promise<never>(() => {});

function ViewerGate({ children }: { children: ReactNode }) {
  if (use(ViewerShellContext).phase === 'shell') use(NEVER);
  return children;
}

/**
 * Whatever depends on the viewer (name, balance, their votes and seat, what they may do). In the
 * shell it is the fallback, replaced in the same answer by the viewer's part; elsewhere it renders
 * in place. What is outside every hole must read the same for any signed-in fan.
 */
export function ViewerHole({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ViewerGate>{children}</ViewerGate>
    </Suspense>
  );
}

/** In the browser: the viewer's queries the server appended to a resumed page, if any. */
export function readViewerShell(): ViewerShell {
  const element = document.getElementById(VIEWER_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return { phase: 'whole', queries: [] };
  const state = JSON.parse(element.textContent) as DehydratedState;
  return { phase: 'whole', queries: state.queries };
}
