import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { battleChunkGroups } from './battle-chunks.ts';

const web = (path: string) => `/app/src/web/${path}`;
const route = (path: string) => `${web(path)}?__react-router-build-client-route`;

/** A module graph by static importers, as Rolldown's chunking context reports it. */
function context(importers: Record<string, string[]>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }),
  } as unknown as Rolldown.ChunkingContext;
}

const ARENA = web('features/battles/arena-page.tsx');
const BATTLE = web('features/battles/battle-page.tsx');
const PROFILE = web('features/profile/pages/public-profile-page.tsx');
const ADMIN = web('features/admin/pages/battles-page.tsx');

const graph = context({
  [ARENA]: [route('features/battles/arena-page.tsx')],
  [BATTLE]: [route('features/battles/battle-page.tsx')],
  [PROFILE]: [route('features/profile/pages/public-profile-page.tsx')],
  [ADMIN]: [route('features/admin/pages/battles-page.tsx')],
  [web('features/battles/components/participant-row.tsx')]: [BATTLE],
  [web('components/ui/badge.tsx')]: [web('features/battles/components/participant-row.tsx'), PROFILE],
  [web('shared/battles/status-badge.tsx')]: [ARENA, ADMIN],
  // Imported on demand only (share-button's import()), so it has no static importer.
  [web('features/battles/components/share-dialog.tsx')]: [],
  [web('components/ui/dialog.tsx')]: [web('features/battles/components/share-dialog.tsx'), PROFILE],
  [web('features/profile/components/profile-stats.tsx')]: [PROFILE],
});

function groupOf(id: string): string | null {
  for (const group of battleChunkGroups()) {
    const name = typeof group.name === 'function' ? group.name(id, graph) : group.name;
    if (name) return name;
  }
  return null;
}

describe('battle chunk groups', () => {
  it('puts what only the arena and battle pages reach in one chunk', () => {
    expect(groupOf(BATTLE)).toBe('battles');
    expect(groupOf(web('features/battles/components/participant-row.tsx'))).toBe('battles');
  });

  it('keeps what other public pages share apart from the battle code', () => {
    expect(groupOf(web('components/ui/badge.tsx'))).toBe('battles-common');
  });

  it('ignores admin routes: a public module the admin also uses stays with the battles', () => {
    expect(groupOf(web('shared/battles/status-badge.tsx'))).toBe('battles');
  });

  it('leaves code loaded on demand, and what other pages alone use, to the default chunks', () => {
    expect(groupOf(web('features/battles/components/share-dialog.tsx'))).toBeNull();
    expect(groupOf(web('components/ui/dialog.tsx'))).toBeNull();
    expect(groupOf(web('features/profile/components/profile-stats.tsx'))).toBeNull();
    expect(groupOf('/app/node_modules/react/index.js')).toBeNull();
  });
});
