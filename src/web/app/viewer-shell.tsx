import type { DehydratedState } from '@tanstack/react-query';
import { createContext, type ReactNode, Suspense, use } from 'react';
import type { AppLoadContext } from 'react-router';
import type { Prefetched } from './dehydrate.ts';

/**
 * A fan's live page is one shell per battle state (docs/decisions/0027-viewer-parts-in-the-browser.md):
 * every part that depends on the viewer is a hole the shell leaves to the browser, which renders it
 * from the fan's own queries sent with the page; a hole whose content stands alone is also filled
 * in by the server for each fan.
 * - `shell`: the server renders the shared part; each hole is left (its fallback in its place).
 * - `whole`: every other render (visitors, staff, the browser, a hole filled alone): holes render in place.
 */
export type ViewerShellPhase = 'shell' | 'whole';

export interface ViewerShell {
  phase: ViewerShellPhase;
  /** The viewer's own query answers (session, their view of the battle), newer than the shell's. */
  queries: DehydratedState['queries'];
  /** In a shell: the content of each standalone hole, in the order they were left. */
  standalone?: ReactNode[];
}

/**
 * What a route module exports to have a shell: the answers its holes read, for the viewer of
 * `context` (the root's: the session; a page's: its own view of the page's data). `loaderData` is
 * what the route's loader gave the shell (read as a visitor's), so a page can send only what is
 * the fan's own on top of it; `search` is the page's query.
 */
export type ViewerQueries = (args: {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  loaderData: unknown;
  context: AppLoadContext;
}) => Promise<readonly Prefetched[]>;

/**
 * What a route module with a shell may export when some of its addresses are the fan's own
 * through and through (the arena's 'my battles'): those get a whole render instead.
 */
export type ViewerShellWhen = (search: URLSearchParams) => boolean;

/**
 * True while the server renders a fan's shell. Only fans (signed in, not banned) get one, so what
 * a shell renders for "signed in" holds for each of them (the signed-in guard lets them through).
 */
export function useInViewerShell(): boolean {
  return use(ViewerShellContext).phase === 'shell';
}

export const ViewerShellContext = createContext<ViewerShell>({ phase: 'whole', queries: [] });

/** The element the server appends after a fan's page with the viewer's queries (JSON). */
export const VIEWER_QUERIES_ELEMENT_ID = 'viewer-queries';

/**
 * The digest a hole left by the shell carries (`<template data-dgst>`): `viewer-hole`, and for a
 * standalone hole `viewer-hole:<n>`, its content's place in `standalone`.
 */
const VIEWER_HOLE_DIGEST = 'viewer-hole';

/** Whether a digest (React's, of a boundary the browser rendered itself) is a viewer hole's. */
export function isViewerHoleDigest(digest: unknown): boolean {
  return (
    typeof digest === 'string' &&
    (digest === VIEWER_HOLE_DIGEST || digest.startsWith(`${VIEWER_HOLE_DIGEST}:`))
  );
}

/** The standalone hole whose digest this is, or null. */
export function standaloneHoleOf(digest: string): number | null {
  const match = /^viewer-hole:(\d+)$/.exec(digest);
  return match ? Number(match[1]) : null;
}

/** Thrown in a shell where a hole is: React leaves the boundary to the browser, with its fallback. */
class ViewerHoleLeft extends Error {
  readonly digest: string;
  constructor(digest: string) {
    super('viewer part left to the browser');
    this.digest = digest;
  }
}

function ViewerGate({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  const shell = use(ViewerShellContext);
  if (shell.phase === 'shell') {
    const parts = standalone ? shell.standalone : undefined;
    throw new ViewerHoleLeft(
      parts ? `${VIEWER_HOLE_DIGEST}:${parts.push(children) - 1}` : VIEWER_HOLE_DIGEST,
    );
  }
  return children;
}

/**
 * Whatever depends on the viewer (name, balance, their votes and seat, what they may do). In a
 * fan's shell it is its fallback, which the browser replaces with the fan's part as it hydrates;
 * elsewhere it renders in place. What is outside every hole must read the same for any fan.
 * `standalone`: the content reads the viewer through its own hooks only (no props from the page),
 * so the server fills it in for each fan, and the page shows it before (and without) JavaScript.
 */
export function ViewerHole({
  fallback = null,
  standalone = false,
  children,
}: {
  fallback?: ReactNode;
  standalone?: boolean;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <ViewerGate standalone={standalone}>{children}</ViewerGate>
    </Suspense>
  );
}

/** In the browser: the viewer's queries the server appended to a fan's page, if any. */
export function readViewerShell(): ViewerShell {
  const element = document.getElementById(VIEWER_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return { phase: 'whole', queries: [] };
  const state = JSON.parse(element.textContent) as DehydratedState;
  return { phase: 'whole', queries: state.queries };
}
