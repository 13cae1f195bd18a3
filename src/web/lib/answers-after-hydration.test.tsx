import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '#domain/endpoints/auth.ts';

// The mark and the hold keep their state per page load: fresh modules per test.
async function fresh() {
  vi.resetModules();
  return {
    mark: await import('./hydrated-mark.ts'),
    client: await import('./api-client.ts'),
    later: await import('#web/components/hydration/hydrate-later.tsx'),
  };
}

const answer = { user: { username: 'Ana' } };

describe('answers while the server page hydrates', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = '';
  });

  it('wait for the page to be hydrated: a part hydrated after the root renders what the server sent, then the answer', async () => {
    const { mark, client, later } = await fresh();
    // Answered at once, as a fast server does: without the hold it lands between the root's
    // commit (which starts the query) and the later part's hydration.
    const fetchMock = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetchMock);

    const meQuery = { queryKey: ['me'], queryFn: () => client.api(authEndpoints.me) };
    function Name() {
      const me = useQuery(meQuery);
      return <p>{me.data?.user ? me.data.user.username : 'carregando'}</p>;
    }
    function Root() {
      // The root's commit starts the session's request, as the app's root-level readers do.
      const queryClient = useQueryClient();
      useLayoutEffect(() => void queryClient.prefetchQuery(meQuery), [queryClient]);
      useEffect(mark.rootHydrated, []);
      return (
        <main>
          <Name />
          <later.HydrateLater>
            <Name />
          </later.HydrateLater>
        </main>
      );
    }
    const page = (queryClient: QueryClient): ReactNode => (
      <QueryClientProvider client={queryClient}>
        <Root />
      </QueryClientProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new QueryClient()));
    document.body.append(container);
    expect(container.textContent).toBe('carregandocarregando');

    const recoverable = vi.fn();
    mark.hydrationStarts();
    hydrateRoot(container, page(new QueryClient()), { onRecoverableError: recoverable });

    await vi.waitFor(() => expect(container.textContent).toBe('AnaAna'));
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(recoverable).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('go out at once when no server page is hydrating (a navigation, a test)', async () => {
    const { client } = await fresh();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answer)),
    );
    await expect(client.api(authEndpoints.me)).resolves.toEqual(answer);
  });

  it('go out after a while even when the page never says it is hydrated', async () => {
    vi.useFakeTimers();
    try {
      const { mark, client } = await fresh();
      const fetchMock = vi.fn(async () => Response.json(answer));
      vi.stubGlobal('fetch', fetchMock);
      mark.hydrationStarts();
      const pending = client.api(authEndpoints.me);
      await vi.advanceTimersByTimeAsync(mark.HOLD_AT_MOST_MS - 1);
      expect(fetchMock).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual(answer);
    } finally {
      vi.useRealTimers();
    }
  });
});
