import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Modules = {
  mark: typeof import('#web/lib/hydrated-mark.ts');
  later: typeof import('./hydrate-later.tsx');
  chunks: typeof import('./hydrate-in-chunks.tsx');
};

// The mark keeps its state per page load: fresh modules per test.
async function fresh(): Promise<Modules> {
  vi.resetModules();
  return {
    mark: await import('#web/lib/hydrated-mark.ts'),
    later: await import('./hydrate-later.tsx'),
    chunks: await import('./hydrate-in-chunks.tsx'),
  };
}

const hydrated = () => document.documentElement.dataset.hydrated === 'true';

describe('hydration in parts', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    performance.clearMarks();
  });
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = '';
  });

  it('hydrates what is inside HydrateLater after the root, each nested part in a commit of its own, and marks the page when all are done', async () => {
    const { mark, later, chunks } = await fresh();
    const { HydrateLater } = later;
    const { HydrateInChunks } = chunks;
    const log: string[] = [];
    function Probe({ name }: { name: string }) {
      useEffect(() => {
        log.push(`${name}${hydrated() ? ' (page marked)' : ''}`);
      }, [name]);
      return <li>{name}</li>;
    }
    function Root() {
      useEffect(() => {
        log.push('root');
        mark.rootHydrated();
      }, []);
      return (
        <ol>
          <Probe name="header" />
          <HydrateLater>
            <HydrateInChunks size={2}>
              {['a', 'b', 'c', 'd', 'e'].map((name) => (
                <Probe key={name} name={name} />
              ))}
            </HydrateInChunks>
          </HydrateLater>
        </ol>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Root />);
    document.body.append(container);
    const html = container.innerHTML;

    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Root />);
    });
    await vi.waitFor(() => expect(hydrated()).toBe(true));

    expect(errors).not.toHaveBeenCalled();
    // The same markup: the boundaries add comment markers only, no element.
    expect(container.innerHTML).toBe(html);
    expect(container.querySelectorAll('li')).toHaveLength(6);
    // The root first (the page not yet marked), then each chunk after the one that holds it.
    expect(log).toEqual(['header', 'root', 'a', 'b', 'c', 'd', 'e']);
    expect(performance.getEntriesByName('yod:hydrated')).toHaveLength(1);
  });

  it('marks a page without boundaries when the root is hydrated, once', async () => {
    const { mark } = await fresh();
    mark.rootHydrated();
    expect(hydrated()).toBe(true);
    // A boundary a later navigation mounts does not mark again.
    mark.boundaryPending();
    mark.boundaryHydrated();
    expect(performance.getEntriesByName('yod:hydrated')).toHaveLength(1);
  });
});
