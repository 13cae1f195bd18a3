import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import { type BattleListItem, battleListResponseSchema } from '#domain/schemas/battles.ts';
import ArenaPage from '#web/features/battles/arena-page.tsx';
import { openBattle, signedInUser } from '#web/test-support/api-fixtures.ts';
import { type ApiRoutes, reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';

/** An arena card of the demo battle with these leaders (votes descending). */
function card(overrides: Partial<BattleListItem> = {}): BattleListItem {
  const { participants: _p, sponsors: _s, winners: _w, viewer: _v, ...battle } = openBattle([]);
  return {
    ...battle,
    leaders: [
      {
        userId: 'user-ana',
        username: 'ana',
        avatarUrl: '/uploads/ana.png',
        votesCount: 1500,
        isLeader: true,
      },
      { userId: 'user-bia', username: 'bia', avatarUrl: null, votesCount: 1, isLeader: false },
    ],
    ...overrides,
  };
}

function renderArena(url: string, routes: ApiRoutes) {
  const api = stubApi({
    'GET /api/banners/pick?position=in-content&page=arena': () =>
      reply(bannerPickResponseSchema, { banner: null }),
    ...routes,
  });
  const view = renderInApp(<ArenaPage />, { path: '/arena', url });
  return { api, ...view };
}

const guest = () => reply(meResponseSchema, { user: null });

describe('arena page', () => {
  it('asks for the tab and search of its URL and shows who is fighting on each card', async () => {
    const { api } = renderArena('/arena?tab=open&q=ana', {
      'GET /api/me': () => reply(meResponseSchema, { user: signedInUser() }),
      'GET /api/battles?tab=open&q=ana': () =>
        reply(battleListResponseSchema, {
          battles: [card({ isCurrentUserParticipant: true })],
          nextCursor: null,
        }),
    });

    const found = await screen.findByTestId('battle-card');
    expect(api.calls('GET /api/battles?tab=open&q=ana')).toHaveLength(1);
    const tabs = screen.getByRole('navigation', { name: 'Status das batalhas' });
    expect(within(tabs).getByRole('link', { name: 'Abertas' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Todas' }).getAttribute('href')).toBe('/arena?q=ana');
    expect(within(tabs).getByRole('link', { name: 'Finalizadas' }).getAttribute('href')).toBe(
      '/arena?tab=finished&q=ana',
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar batalha ou lutador' }).value).toBe(
      'ana',
    );

    expect(within(found).getByTestId('card-participating').textContent).toBe('Você participa');
    const ana = within(found).getByTestId('card-leader-ana');
    expect(ana.getAttribute('data-leader')).toBe('true');
    expect(ana.textContent).toContain('Líder');
    expect(ana.textContent).toContain('1.500 votos');
    const bia = within(found).getByTestId('card-leader-bia');
    expect(bia.getAttribute('data-leader')).toBeNull();
    expect(bia.textContent).toContain('1 voto');
  });

  it('says when a search finds nothing in a tab, and offers every battle', async () => {
    renderArena('/arena?tab=finished&q=zzz', {
      'GET /api/me': guest,
      'GET /api/battles?tab=finished&q=zzz': () =>
        reply(battleListResponseSchema, { battles: [], nextCursor: null }),
    });

    expect(await screen.findByText('Nenhuma batalha encontrada para "zzz" em Finalizadas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas as batalhas' }).getAttribute('href')).toBe('/arena');
  });

  it('reads an unknown tab in a shared link as every battle', async () => {
    const { api } = renderArena('/arena?tab=bogus', {
      'GET /api/me': guest,
      'GET /api/battles': () => reply(battleListResponseSchema, { battles: [card()], nextCursor: null }),
    });

    await screen.findByTestId('battle-card');
    expect(api.calls('GET /api/battles')).toHaveLength(1);
    const tabs = screen.getByRole('navigation', { name: 'Status das batalhas' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBe('page'),
    );
  });
});
