import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    winners: [
      {
        userId: 'u1',
        username: 'Nong',
        votesCount: 7,
        prizeShare: 500,
        paid: {
          at: PAID_AT,
          byUsername: 'Mestre',
          amount: 500,
          note: 'Comprovante 123',
          wholeBattle: false,
        },
        failures: [],
      },
    ],
    openFlagsCount: 0,
    prizePaidWithOpenFlags: false,
    prizeLocked: true,
    payoutDue: null,
    createdByUsername: 'Mestre',
    ...overrides,
  };
}

const VOID_ROUTE = 'POST /api/admin/battles/battle-paid/payout/void';
const unpaid = () =>
  reply(adminBattleResponseSchema, { battle: paidBattle({ prizePaid: null, prizeLocked: false }) });

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

/** Two winners tied on a R$ 1.000,00 PIX prize, with keys a short mask would show alike. */
function tiedBattle(overrides: Partial<AdminBattle> = {}): AdminBattle {
  const winner = (userId: string, username: string, pixKey: string) => ({
    userId,
    username,
    votesCount: 4,
    prizeShare: 500,
    pixKey,
    pixKeyType: 'email' as const,
    paid: null,
    failures: [],
  });
  return paidBattle({
    prizePaid: null,
    prizeLocked: false,
    prizeAmount: 1000,
    payoutDue: { lastDay: '2026-12-01', overdue: false },
    winners: [winner('u1', 'Luana', 'luana@yod.test'), winner('u2', 'Lucas', 'lucas@yod.test')],
    ...overrides,
  });
}

const PAYOUTS = 'POST /api/admin/battles/battle-paid/payouts';

describe('winners panel: paying each winner on its own', () => {
  it('shows each key whole with its own copy button, and the deadline', async () => {
    const { user } = renderInApp(<WinnersPanel battle={tiedBattle()} canMarkPaid />);
    expect(screen.getByTestId('payout-progress').textContent).toContain('0 de 2 vencedores pagos.');
    expect(screen.getByTestId('payout-progress').textContent).toContain('Pagar até 01/12/2026');
    const [luana] = screen.getAllByTestId('winner-row');
    expect(luana!.textContent).toContain('luana@yod.test');
    await user.click(within(luana!).getByRole('button', { name: 'Copiar chave PIX de Luana' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('luana@yod.test');
    expect(await within(luana!).findByRole('button', { name: /Chave copiada!/ })).toBeTruthy();
  });

  it('restates one winner with a key that reads apart from the other, and records only them', async () => {
    const api = stubApi({
      [PAYOUTS]: () => reply(adminBattleResponseSchema, { battle: tiedBattle() }),
    });
    const { user } = renderInApp(<WinnersPanel battle={tiedBattle()} canMarkPaid />);
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento de Lucas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento de Lucas' });
    const summary = within(dialog).getByTestId('payout-summary');
    expect(summary.textContent).toContain('Lucas recebe R$\u00a0500,00');
    expect(within(dialog).getByTestId('payout-key').textContent).toBe(
      'Chave PIX de Lucas: luc***@yod.test (E-mail)',
    );
    expect(summary.textContent).not.toContain('lu***@');
    await user.type(within(dialog).getByLabelText('Observação (opcional)'), 'comprovante 9');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento a Lucas' }));
    await waitFor(() => expect(api.calls(PAYOUTS)).toHaveLength(1));
    expect(api.calls(PAYOUTS)[0]?.body).toEqual({
      userId: 'u2',
      outcome: 'paid',
      pixKey: 'lucas@yod.test',
      note: 'comprovante 9',
    });
  });

  it('records a failed transfer only with its reason, and offers to try again', async () => {
    const failed = tiedBattle({
      winners: tiedBattle().winners.map((w) =>
        w.userId === 'u1'
          ? {
              ...w,
              failures: [{ at: PAID_AT, byUsername: 'Mestre', reason: 'Banco recusou', pixKey: w.pixKey }],
            }
          : w,
      ),
    });
    const api = stubApi({ [PAYOUTS]: () => reply(adminBattleResponseSchema, { battle: failed }) });
    const { user, unmount } = renderInApp(<WinnersPanel battle={tiedBattle()} canMarkPaid />);
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento de Luana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento de Luana' });
    await user.click(within(dialog).getByLabelText('Pagamento falhou'));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar falha' }));
    expect(within(dialog).getByText('Informe o motivo da falha do pagamento.')).toBeTruthy();
    expect(api.calls(PAYOUTS)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Motivo da falha'), 'Banco recusou');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar falha' }));
    await waitFor(() => expect(api.calls(PAYOUTS)).toHaveLength(1));
    expect(api.calls(PAYOUTS)[0]?.body).toEqual({
      userId: 'u1',
      outcome: 'failed',
      pixKey: 'luana@yod.test',
      failureReason: 'Banco recusou',
    });
    unmount();
    renderInApp(<WinnersPanel battle={failed} canMarkPaid />);
    const [luana] = screen.getAllByTestId('winner-row');
    expect(within(luana!).getByTestId('winner-unpaid').textContent).toContain('a transferência falhou');
    expect(within(luana!).getByRole('button', { name: 'Tentar de novo de Luana' })).toBeTruthy();
  });

  it('shows moderators the state of each winner, without keys or actions', () => {
    const battle = tiedBattle({
      winners: tiedBattle().winners.map(({ pixKey, pixKeyType, ...w }) => w),
    });
    renderInApp(<WinnersPanel battle={battle} canMarkPaid={false} />);
    expect(screen.queryByRole('button', { name: /Registrar pagamento/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copiar chave PIX/ })).toBeNull();
    expect(screen.getAllByTestId('winner-unpaid')).toHaveLength(2);
  });
});

describe('winners panel: a phone key', () => {
  const PHONE = '+5511987654321';
  const phoneBattle = () =>
    tiedBattle({
      winners: tiedBattle().winners.map((w) =>
        w.userId === 'u1' ? { ...w, pixKey: PHONE, pixKeyType: 'phone' as const } : w,
      ),
    });

  it('reads punctuated, keeps the stored form in its tooltip, and copies the stored form', async () => {
    const { user } = renderInApp(<WinnersPanel battle={phoneBattle()} canMarkPaid />);
    const [luana] = screen.getAllByTestId('winner-row');
    const key = within(luana!).getByTitle(PHONE);
    expect(key.textContent).toBe('+55 (11) 98765-4321');
    expect(luana!.textContent).not.toContain(PHONE);
    await user.click(within(luana!).getByRole('button', { name: 'Copiar chave PIX de Luana' }));
    expect(await navigator.clipboard.readText()).toBe(PHONE);
  });

  it('copies the stored form when the admin selects the key by hand', () => {
    renderInApp(<WinnersPanel battle={phoneBattle()} canMarkPaid />);
    const key = screen.getByTitle(PHONE);
    document.getSelection()?.selectAllChildren(key);
    // Fired on the key itself, as a browser does: user-event's copy goes to the focused element.
    const clipboardData = new DataTransfer();
    expect(fireEvent.copy(key, { clipboardData })).toBe(false);
    expect(clipboardData.getData('text/plain')).toBe(PHONE);
  });

  it('masks the key in the payout dialog as before', async () => {
    const { user } = renderInApp(<WinnersPanel battle={phoneBattle()} canMarkPaid />);
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento de Luana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento de Luana' });
    expect(within(dialog).getByTestId('payout-key').textContent).toBe(
      'Chave PIX de Luana: +55 11 *****-4321 (Telefone)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copiar chave PIX de Luana' }));
    expect(await navigator.clipboard.readText()).toBe(PHONE);
  });
});
