import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AdminBattle, adminBattleResponseSchema } from '#domain/schemas/admin-battles.ts';
import { type ApiRequest, reply, replyError, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { WinnersPanel } from './winners-panel.tsx';

const PAID_AT = '2026-11-20T13:00:00.000Z';

function paidBattle(overrides: Partial<AdminBattle> = {}): AdminBattle {
  return {
    id: 'battle-paid',
    slug: 'final-paga',
    title: 'Final Paga',
    description: null,
    status: 'finished',
    displayStatus: 'finished',
    prizeAmount: 500,
    prizeType: 'PIX',
    prizeDescription: null,
    startTime: '2026-11-19T13:00:00.000Z',
    endTime: '2026-11-20T12:00:00.000Z',
    maxParticipants: 10,
    participantsCount: 2,
    adBannerUrl: null,
    adBannerLinkUrl: null,
    createdBy: 'user-admin',
    createdAt: '2026-11-18T13:00:00.000Z',
    updatedAt: PAID_AT,
    sponsors: [],
    prizePaid: { paidAt: PAID_AT, paidByUsername: 'Mestre', note: 'Comprovante 123' },
    winners: [{ userId: 'u1', username: 'Nong', votesCount: 7, prizeShare: 500 }],
    openFlagsCount: 0,
    prizePaidWithOpenFlags: false,
    ...overrides,
  };
}

const VOID_ROUTE = 'POST /api/admin/battles/battle-paid/payout/void';
const unpaid = () => reply(adminBattleResponseSchema, { battle: paidBattle({ prizePaid: null }) });

async function openVoidDialog(
  routes: Record<string, (r: ApiRequest) => Response> = { [VOID_ROUTE]: unpaid },
) {
  const api = stubApi(routes);
  const view = renderInApp(<WinnersPanel battle={paidBattle()} canMarkPaid />);
  await view.user.click(screen.getByRole('button', { name: 'Anular pagamento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anular pagamento' });
  return { ...view, api, dialog };
}

describe('winners panel: voiding a payout', () => {
  it('offers it to admins where the paid state shows, and not to moderators', () => {
    const { unmount } = renderInApp(<WinnersPanel battle={paidBattle()} canMarkPaid />);
    expect(screen.getByTestId('prize-paid').textContent).toContain('Comprovante 123');
    expect(screen.getByRole('button', { name: 'Anular pagamento' })).toBeTruthy();
    unmount();
    renderInApp(<WinnersPanel battle={paidBattle()} canMarkPaid={false} />);
    expect(screen.getByTestId('prize-paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular pagamento' })).toBeNull();
  });

  it('asks for the reason and sends nothing without one', async () => {
    const { user, dialog, api } = await openVoidDialog();
    expect(within(dialog).getByText(/Comprovante 123/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Anular pagamento' });
    await user.click(submit);
    expect(await within(dialog).findByText('Informe o motivo da anulação do pagamento.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Motivo da anulação'), '   ');
    await user.click(submit);
    expect(within(dialog).getByText('Informe o motivo da anulação do pagamento.')).toBeTruthy();
    expect(api.calls(VOID_ROUTE)).toHaveLength(0);
  });

  it('sends the trimmed reason and closes on success', async () => {
    const { user, dialog, api } = await openVoidDialog();
    await user.type(within(dialog).getByLabelText('Motivo da anulação'), '  PIX devolvido pelo banco ');
    await user.click(within(dialog).getByRole('button', { name: 'Anular pagamento' }));
    await waitFor(() => expect(api.calls(VOID_ROUTE)).toHaveLength(1));
    expect(api.calls(VOID_ROUTE)[0]?.body).toEqual({ reason: 'PIX devolvido pelo banco' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anular pagamento' })).toBeNull());
    expect(await screen.findByText('Pagamento anulado')).toBeTruthy();
  });

  it("shows the server's refusal and stays open", async () => {
    const { user, dialog } = await openVoidDialog({ [VOID_ROUTE]: () => replyError('PAYOUT_NOT_PAID') });
    await user.type(within(dialog).getByLabelText('Motivo da anulação'), 'Engano');
    await user.click(within(dialog).getByRole('button', { name: 'Anular pagamento' }));
    expect(await screen.findByText('O prêmio desta batalha não está marcado como pago.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Anular pagamento' })).toBeTruthy();
  });
});

describe('winners panel: marking the prize paid', () => {
  it('restates who is paid, how much and the masked PIX key before the admin confirms', async () => {
    const battle = paidBattle({
      prizePaid: null,
      prizeAmount: 99.9,
      winners: [
        {
          userId: 'u1',
          username: 'Nong',
          votesCount: 7,
          prizeShare: 99.9,
          pixKey: '52998224725',
          pixKeyType: 'cpf',
        },
      ],
    });
    const api = stubApi({
      'POST /api/admin/battles/battle-paid/payout': () =>
        reply(adminBattleResponseSchema, { battle: paidBattle({ prizeAmount: 99.9 }) }),
    });
    const { user } = renderInApp(<WinnersPanel battle={battle} canMarkPaid />);
    await user.click(screen.getByRole('button', { name: 'Marcar prêmio como pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar prêmio como pago' });
    const summary = within(dialog).getByTestId('payout-summary');
    expect(summary.textContent).toContain('Nong recebe R$\u00a099,90');
    expect(summary.textContent).toContain('Chave PIX: ***.982.247-**');
    expect(summary.textContent).not.toContain('52998224725');
    expect(api.calls('POST /api/admin/battles/battle-paid/payout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(api.calls('POST /api/admin/battles/battle-paid/payout')).toHaveLength(1));
  });
});
