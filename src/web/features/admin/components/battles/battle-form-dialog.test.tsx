import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminBattleResponseSchema } from '#domain/schemas/admin-battles.ts';
import { type ApiRequest, reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { BattleFormDialog } from './battle-form-dialog.tsx';
import { toSaoPauloInput } from './battle-form-values.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const FORCED_HELP = "Uma data de início no futuro define o status automaticamente como 'agendada'.";
const FREE_HELP = 'Com a data de início já alcançada, escolha o status livremente.';

/** The datetime-local text (São Paulo wall clock) of `ms` from now. */
const startIn = (ms: number) => toSaoPauloInput(new Date(Date.now() + ms).toISOString());

function createdBattle(request: ApiRequest) {
  const body = request.body as { title: string; startTime: string; endTime: string; status: 'scheduled' };
  const now = new Date().toISOString();
  return reply(adminBattleResponseSchema, {
    battle: {
      id: 'battle-new',
      slug: 'final-de-bangkok',
      title: body.title,
      description: null,
      status: body.status,
      displayStatus: body.status,
      prizeAmount: 500,
      prizeType: 'PIX',
      prizeDescription: null,
      startTime: body.startTime,
      endTime: body.endTime,
      maxParticipants: 10,
      participantsCount: 0,
      adBannerUrl: null,
      adBannerLinkUrl: null,
      createdBy: 'user-admin',
      createdAt: now,
      updatedAt: now,
      sponsors: [],
      prizePaid: null,
      winners: [],
      openFlagsCount: 0,
      prizePaidWithOpenFlags: false,
    },
  });
}

/** 'Nova Batalha' as the admin opens it from the battles page. */
async function openNewBattleForm() {
  const api = stubApi({ 'POST /api/admin/battles': createdBattle });
  const onOpenChange = vi.fn();
  const view = renderInApp(
    <BattleFormDialog open onOpenChange={onOpenChange} battle={null} isMaster={false} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Nova Batalha' });
  return { ...view, api, dialog, onOpenChange };
}

function statusSelect(dialog: HTMLElement): HTMLSelectElement {
  return within(dialog).getByRole('combobox', { name: /^Situação/ });
}

/** The option the selector shows (happy-dom's `selectedOptions` can lag behind a change). */
function shownStatus(dialog: HTMLElement): string {
  const select = statusSelect(dialog);
  return select.options[select.selectedIndex]?.textContent ?? '';
}

async function setStart(user: UserEvent, dialog: HTMLElement, text: string) {
  const start = within(dialog).getByLabelText('Início');
  await user.clear(start);
  if (text) await user.type(start, text);
}

function expectForced(dialog: HTMLElement) {
  const select = statusSelect(dialog);
  expect(shownStatus(dialog)).toBe('Agendada');
  expect(select.disabled).toBe(true);
  expect(within(dialog).getByText('Automático')).toBeTruthy();
  expect(within(dialog).getByText(FORCED_HELP)).toBeTruthy();
  expect(within(dialog).queryByText(FREE_HELP)).toBeNull();
}

function expectFree(dialog: HTMLElement, status: string) {
  const select = statusSelect(dialog);
  expect(shownStatus(dialog)).toBe(status);
  expect(select.disabled).toBe(false);
  expect(within(dialog).queryByText('Automático')).toBeNull();
  expect(within(dialog).getByText(FREE_HELP)).toBeTruthy();
}

async function fillTheRest(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Título'), 'Final de Bangkok');
  await user.clear(within(dialog).getByLabelText('Valor do prêmio (R$)'));
  await user.type(within(dialog).getByLabelText('Valor do prêmio (R$)'), '500');
  await user.type(within(dialog).getByLabelText('Término'), startIn(7 * 24 * HOUR_MS));
  await user.type(within(dialog).getByLabelText('Máximo de participantes'), '10');
}

describe('battle form: status rule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the admin pick any status while the start is empty or past', async () => {
    const { user, dialog } = await openNewBattleForm();
    expectFree(dialog, 'Aguardando Participantes');

    await user.selectOptions(statusSelect(dialog), 'Em Andamento');
    expectFree(dialog, 'Em Andamento');

    await setStart(user, dialog, startIn(-2 * HOUR_MS));
    expectFree(dialog, 'Em Andamento');
    await user.selectOptions(statusSelect(dialog), 'Pronta para Iniciar');
    expectFree(dialog, 'Pronta para Iniciar');
  });

  it("forces 'Agendada' with the selector disabled and 'Automático' while the start is in the future", async () => {
    const { user, dialog } = await openNewBattleForm();
    await user.selectOptions(statusSelect(dialog), 'Em Andamento');

    await setStart(user, dialog, startIn(2 * HOUR_MS));
    expectForced(dialog);

    // Back to a past start: the admin's own choice returns, free again.
    await setStart(user, dialog, startIn(-2 * HOUR_MS));
    expectFree(dialog, 'Em Andamento');
    await setStart(user, dialog, '');
    expectFree(dialog, 'Em Andamento');
  });

  it('frees the selector once the start time is reached while the form is open', async () => {
    const { user, dialog } = await openNewBattleForm();
    // The input has minute precision: this start lies 1 to 2 minutes ahead.
    await setStart(user, dialog, startIn(2 * MINUTE_MS));
    expectForced(dialog);

    // Two minutes on (the clock jumps rather than ticking 120 times), then the next 1 s tick.
    vi.setSystemTime(Date.now() + 2 * MINUTE_MS);
    expectForced(dialog);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expectFree(dialog, 'Aguardando Participantes');
  });

  it("sends 'scheduled' for a future start, whatever was picked before", async () => {
    const { user, dialog, api, onOpenChange } = await openNewBattleForm();
    await user.selectOptions(statusSelect(dialog), 'Em Andamento');
    await setStart(user, dialog, startIn(24 * HOUR_MS));
    await fillTheRest(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Criar batalha' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls('POST /api/admin/battles')).toHaveLength(1);
    expect(api.calls('POST /api/admin/battles')[0]?.body).toMatchObject({
      title: 'Final de Bangkok',
      status: 'scheduled',
    });
  });

  it("sends the admin's pick for a past start", async () => {
    const { user, dialog, api, onOpenChange } = await openNewBattleForm();
    await user.selectOptions(statusSelect(dialog), 'Em Andamento');
    await setStart(user, dialog, startIn(-HOUR_MS));
    await fillTheRest(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Criar batalha' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls('POST /api/admin/battles')[0]?.body).toMatchObject({ status: 'active' });
  });
});

describe('battle form: a battle whose prize is paid', () => {
  function paidBattle() {
    const now = Date.now();
    return adminBattleResponseSchema.parse({
      battle: {
        id: 'battle-paid',
        slug: 'final-paga',
        title: 'Final Paga',
        description: null,
        status: 'finished',
        displayStatus: 'finished',
        prizeAmount: 500,
        prizeType: 'PIX',
        prizeDescription: null,
        startTime: new Date(now - 48 * HOUR_MS).toISOString(),
        endTime: new Date(now - 24 * HOUR_MS).toISOString(),
        maxParticipants: 10,
        participantsCount: 1,
        adBannerUrl: null,
        adBannerLinkUrl: null,
        createdBy: 'user-admin',
        createdAt: new Date(now - 72 * HOUR_MS).toISOString(),
        updatedAt: new Date(now - HOUR_MS).toISOString(),
        sponsors: [],
        prizePaid: { paidAt: new Date(now - HOUR_MS).toISOString(), paidByUsername: 'Mestre', note: null },
        winners: [{ userId: 'u1', username: 'Nong', votesCount: 3, prizeShare: 500 }],
        openFlagsCount: 0,
        prizePaidWithOpenFlags: false,
      },
    }).battle;
  }

  it('locks the prize, the dates and the status, and saves the rest without them', async () => {
    const battle = paidBattle();
    const api = stubApi({
      'GET /api/admin/battles/battle-paid/participants?limit=50': () =>
        Response.json({ participants: [], nextCursor: null, prevCursor: null }),
      'PATCH /api/admin/battles/battle-paid': () => reply(adminBattleResponseSchema, { battle }),
    });
    const onOpenChange = vi.fn();
    const { user } = renderInApp(
      <BattleFormDialog open onOpenChange={onOpenChange} battle={battle} isMaster={false} isAdmin />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Batalha' });
    expect(within(dialog).getByTestId('paid-lock-notice')).toBeTruthy();
    for (const label of [
      'Valor do prêmio (R$)',
      'Tipo do prêmio',
      'Descrição do prêmio (opcional)',
      'Início',
      'Término',
    ]) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).disabled, label).toBe(true);
    }
    expect(statusSelect(dialog).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Título') as HTMLInputElement).disabled).toBe(false);
    // No add nor remove while paid.
    expect(within(dialog).getByTestId('participants-locked')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Título'));
    await user.type(within(dialog).getByLabelText('Título'), 'Final Paga de Bangkok');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const body = api.calls('PATCH /api/admin/battles/battle-paid')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Final Paga de Bangkok', maxParticipants: 10 });
    for (const key of ['status', 'startTime', 'endTime', 'prizeAmount', 'prizeType', 'prizeDescription']) {
      expect(body, key).not.toHaveProperty(key);
    }
  });
});
