import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import {
  type BattleDetail,
  battleDetailResponseSchema,
  joinBattleResponseSchema,
  leaveBattleResponseSchema,
} from '#domain/schemas/battles.ts';
import BattlePage from '#web/features/battles/battle-page.tsx';
import { battleViewer, openBattle, participant, signedInUser } from '#web/test-support/api-fixtures.ts';
import { type ApiRoutes, reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';

const JOIN = 'POST /api/battles/battle-1/join';
const LEAVE = 'POST /api/battles/battle-1/leave';

/** A battle waiting for fighters (ana in it), seen by the signed-in fan 'fa_do_muaythai'. */
function waitingBattle(overrides: Partial<BattleDetail> = {}): BattleDetail {
  return openBattle([participant('user-ana', 'ana', 0)], {
    status: 'waiting',
    displayStatus: 'waiting',
    ...overrides,
  });
}

function cardOf(battle: BattleDetail) {
  const { participants: _p, sponsors: _s, winners: _w, viewer: _v, ...card } = battle;
  return card;
}

function renderBattle(battle: BattleDetail, routes: ApiRoutes = {}) {
  const api = stubApi({
    'GET /api/me': () => reply(meResponseSchema, { user: signedInUser() }),
    'GET /api/battles/final-de-bangkok': () => reply(battleDetailResponseSchema, { battle }),
    'GET /api/banners/pick?position=sidebar&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
    'GET /api/banners/pick?position=in-content&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
    ...routes,
  });
  const view = renderInApp(<BattlePage />, { path: '/battle/:idOrSlug', url: '/battle/final-de-bangkok' });
  return { api, ...view };
}

describe("'Quero entrar!' and 'Sair da batalha'", () => {
  it('asks before joining: cancelling sends nothing, confirming joins', async () => {
    const battle = waitingBattle();
    const joined = { ...cardOf(battle), isCurrentUserParticipant: true };
    const { api, user } = renderBattle(battle, {
      [JOIN]: () =>
        reply(joinBattleResponseSchema, {
          battle: { ...joined, participantsCount: { current: 2, required: 10 } },
          message: 'Inscrição realizada!',
        }),
    });

    const join = await screen.findByRole('button', { name: 'Quero entrar!' });
    await waitFor(() => expect(join).toHaveProperty('disabled', false));
    await user.click(join);
    const sheet = await screen.findByRole('alertdialog', { name: 'Entrar como lutador?' });
    expect(sheet.textContent).toContain('Você vai competir em Final de Bangkok');
    await user.click(within(sheet).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls(JOIN)).toHaveLength(0);

    await user.click(join);
    const again = await screen.findByRole('alertdialog', { name: 'Entrar como lutador?' });
    await user.click(within(again).getByRole('button', { name: 'Quero competir' }));
    await waitFor(() => expect(api.calls(JOIN)).toHaveLength(1));
  });

  it('lets a fighter without votes leave before the start, after confirming', async () => {
    const me = signedInUser();
    const battle = waitingBattle({
      participants: [participant('user-ana', 'ana', 0), participant(me.id, me.username, 0)],
      participantsCount: { current: 2, required: 10 },
      isCurrentUserParticipant: true,
      viewer: battleViewer({ isParticipant: true, selfParticipantUserId: me.id, balance: 3 }),
    });
    const { api, user } = renderBattle(battle, {
      [LEAVE]: () =>
        reply(leaveBattleResponseSchema, {
          battle: { ...cardOf(battle), participantsCount: { current: 1, required: 10 } },
          message: 'Você saiu da batalha.',
        }),
    });

    await user.click(await screen.findByRole('button', { name: 'Sair da batalha' }));
    const sheet = await screen.findByRole('alertdialog', { name: 'Sair da batalha?' });
    expect(api.calls(LEAVE)).toHaveLength(0);
    await user.click(within(sheet).getByRole('button', { name: 'Sair da batalha' }));
    await waitFor(() => expect(api.calls(LEAVE)).toHaveLength(1));
  });

  it('offers no way out once a vote counts for the fighter, or once the battle runs', async () => {
    const me = signedInUser();
    const viewer = battleViewer({ isParticipant: true, selfParticipantUserId: me.id, balance: 3 });
    const voted = waitingBattle({
      participants: [participant(me.id, me.username, 1)],
      isCurrentUserParticipant: true,
      viewer,
    });
    const first = renderBattle(voted);
    await screen.findByRole('heading', { name: 'Final de Bangkok' });
    await screen.findByText('Este é você');
    expect(screen.queryByRole('button', { name: 'Sair da batalha' })).toBeNull();
    first.unmount();

    renderBattle(
      openBattle([participant(me.id, me.username, 0)], { isCurrentUserParticipant: true, viewer }),
    );
    await screen.findByRole('heading', { name: 'Final de Bangkok' });
    expect(screen.queryByRole('button', { name: 'Sair da batalha' })).toBeNull();
  });

  it('tells a disqualified fighter they are out instead of offering to join again', async () => {
    const { api } = renderBattle(
      waitingBattle({
        viewer: battleViewer({ isDisqualified: true, balance: 3 }),
      }),
    );
    expect(await screen.findByText('Você foi desclassificado desta batalha.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quero entrar!' })).toBeNull();
    expect(api.calls(JOIN)).toHaveLength(0);
  });
});
