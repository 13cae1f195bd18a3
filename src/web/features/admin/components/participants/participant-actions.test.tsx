import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AdminParticipant, banParticipantResponseSchema } from '#domain/schemas/admin-battles.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { ParticipantActions } from './participant-actions.tsx';

function participant(overrides: Partial<AdminParticipant> = {}): AdminParticipant {
  return {
    id: 'p1',
    userId: 'u1',
    username: 'Nong',
    avatarUrl: null,
    instagramHandle: null,
    votesCount: 3,
    joinedAt: '2026-11-20T13:00:00.000Z',
    adminVotesCount: 0,
    isBanned: false,
    disqualified: false,
    isAdmin: false,
    isStaff: false,
    addedByStaff: false,
    ...overrides,
  };
}

const actions = (p: AdminParticipant, isAdmin: boolean, finished = false) =>
  renderInApp(
    <ParticipantActions
      battleId="b1"
      participant={p}
      isMaster={false}
      isAdmin={isAdmin}
      finished={finished}
    />,
  );

describe("participant panel: what 'Banir' does for each role", () => {
  it('tells a moderator it disqualifies from this battle only, not a ban, and sends it', async () => {
    const api = stubApi({
      'POST /api/admin/battles/b1/participants/p1/ban': () =>
        reply(banParticipantResponseSchema, { userId: 'u1', banned: false }),
    });
    const { user } = actions(participant(), false);
    expect(screen.queryByRole('button', { name: 'Banir Nong' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Desclassificar Nong' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desclassificar participante' });
    expect(within(dialog).getByText(/Não é um banimento/)).toBeTruthy();
    expect(within(dialog).getByText(/YodCoins devolvidas aos fãs/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Desclassificar' }));
    await waitFor(() => expect(api.calls('POST /api/admin/battles/b1/participants/p1/ban')).toHaveLength(1));
    expect(await screen.findByText('Participante desclassificado')).toBeTruthy();
  });

  it('offers a moderator nothing for a participant the staff added, a staff account or a finished battle', () => {
    for (const [p, finished] of [
      [participant({ addedByStaff: true }), false],
      [participant({ isStaff: true }), false],
      [participant(), true],
    ] as const) {
      const { unmount } = actions(p, false, finished);
      expect(screen.queryByRole('button', { name: /Desclassificar|Banir/ })).toBeNull();
      unmount();
    }
  });

  it('tells an admin the ban is permanent and reaches every running battle', async () => {
    const { user } = actions(participant({ addedByStaff: true }), true);
    await user.click(screen.getByRole('button', { name: 'Banir Nong' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Banir participante' });
    expect(within(dialog).getByText(/banido permanentemente da plataforma/)).toBeTruthy();
    expect(within(dialog).getByText(/todas as batalhas em andamento/)).toBeTruthy();
  });
});
