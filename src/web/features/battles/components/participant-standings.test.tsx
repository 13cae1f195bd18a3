import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import { type BattleDetail, battleDetailResponseSchema } from '#domain/schemas/battles.ts';
import BattlePage from '#web/features/battles/battle-page.tsx';
import { battleViewer, openBattle, participant, signedInUser } from '#web/test-support/api-fixtures.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { ParticipantList } from './participant-list.tsx';

const fan = battleViewer({ balance: 3 });

function stubBattle(battle: BattleDetail) {
  stubApi({
    'GET /api/me': () => reply(meResponseSchema, { user: signedInUser({ username: 'fa' }) }),
    'GET /api/battles/final-de-bangkok': () => reply(battleDetailResponseSchema, { battle }),
    'GET /api/banners/pick?position=sidebar&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
    'GET /api/banners/pick?position=in-content&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
  });
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the standings on the battle page', () => {
  it('ranks tied fighters alike (1, 1, 3), marks both leaders, and gives gaps and shares', async () => {
    stubBattle(
      openBattle(
        [
          participant('user-ana', 'ana', 20),
          participant('user-bia', 'bia', 20),
          participant('user-cris', 'cris', 8),
          participant('user-duda', '🥊duda', 2),
        ],
        { viewer: fan },
      ),
    );
    renderInApp(<BattlePage />, { path: '/battle/:idOrSlug', url: '/battle/final-de-bangkok' });

    await screen.findByTestId('participant-ana');
    expect(['ana', 'bia', 'cris', '🥊duda'].map((u) => text(`rank-${u}`))).toEqual(['1', '1', '3', '4']);
    expect(text('leader-ana')).toBe('Empate na liderança');
    expect(text('leader-bia')).toBe('Empate na liderança');
    expect(screen.queryByTestId('leader-cris')).toBeNull();
    expect(screen.queryByTestId('gap-ana')).toBeNull();
    expect(text('gap-cris')).toBe('a 12 votos do líder');
    expect(text('gap-🥊duda')).toBe('a 18 votos do líder');
    expect(text('share-ana')).toBe('40% dos votos');
    expect(text('share-cris')).toBe('16% dos votos');
    expect(screen.getByTestId('share-bar-cris').style.width).toBe('16%');
    // An emoji first letter: the avatar shows the whole glove, never '�'.
    const duda = screen.getByTestId('participant-🥊duda');
    expect(duda.textContent).toContain('🥊');
    expect(duda.textContent).not.toContain('\uFFFD');
  });

  it('puts the fighters before the dates and the tie rule', async () => {
    stubBattle(openBattle([participant('user-ana', 'ana', 1)], { viewer: fan }));
    renderInApp(<BattlePage />, { path: '/battle/:idOrSlug', url: '/battle/final-de-bangkok' });

    const ana = await screen.findByTestId('participant-ana');
    const rule = screen.getByText('Regra de empate:');
    const ends = screen.getByText(/Término:/);
    // DOCUMENT_POSITION_FOLLOWING: the tie rule and the dates come after the first fighter.
    expect(ana.compareDocumentPosition(rule) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ana.compareDocumentPosition(ends) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(ana).getByTestId('vote-ana')).toBeTruthy();
  });

  it('follows new counts (as a live update writes them): ranks, leader, gaps and shares', async () => {
    stubBattle(openBattle([], { viewer: fan }));
    let update: (battle: BattleDetail) => void = () => {};
    function Live({ initial }: { initial: BattleDetail }) {
      const [battle, setBattle] = useState(initial);
      update = setBattle;
      return <ParticipantList battle={battle} displayStatus="active" now={new Date()} />;
    }
    const before = openBattle([participant('user-ana', 'ana', 5), participant('user-bia', 'bia', 3)], {
      viewer: fan,
    });
    renderInApp(<Live initial={before} />, { path: '/battle/:idOrSlug', url: '/battle/final-de-bangkok' });
    await screen.findByTestId('participant-ana');
    expect(text('leader-ana')).toBe('Líder');
    expect(text('gap-bia')).toBe('a 2 votos do líder');

    // bia catches up: a tie at 5.
    act(() =>
      update(
        openBattle([participant('user-ana', 'ana', 5), participant('user-bia', 'bia', 5)], { viewer: fan }),
      ),
    );
    expect([text('rank-ana'), text('rank-bia')]).toEqual(['1', '1']);
    expect(text('leader-bia')).toBe('Empate na liderança');
    expect(screen.queryByTestId('gap-bia')).toBeNull();
    expect(text('share-bia')).toBe('50% dos votos');

    // Then she passes: the live order puts her first.
    act(() =>
      update(
        openBattle([participant('user-bia', 'bia', 6), participant('user-ana', 'ana', 5)], { viewer: fan }),
      ),
    );
    expect(text('leader-bia')).toBe('Líder');
    expect(screen.queryByTestId('leader-ana')).toBeNull();
    expect(text('gap-ana')).toBe('a 1 voto do líder');
    expect(text('rank-ana')).toBe('2');
  });
});
