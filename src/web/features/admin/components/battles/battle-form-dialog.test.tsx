import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminBattle, adminBattleResponseSchema } from '#domain/schemas/admin-battles.ts';
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

/** 'Nova Batalha' as an admin (or a moderator) opens it from the battles page. */
async function openNewBattleForm({ isAdmin = true } = {}) {
  const api = stubApi({ 'POST /api/admin/battles': createdBattle });
  const onOpenChange = vi.fn();
  const view = renderInApp(
    <BattleFormDialog open onOpenChange={onOpenChange} battle={null} isMaster={false} isAdmin={isAdmin} />,
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
  await user.type(within(dialog).getByLabelText('Valor do prêmio (R$)'), '50000');
  await user.type(within(dialog).getByLabelText('Término'), startIn(7 * 24 * HOUR_MS));
  await user.type(within(dialog).getByLabelText('Máximo de participantes'), '10');
}

/** The prize restated before publishing: confirm it. */
async function confirmPublish(user: UserEvent) {
  const confirm = await screen.findByRole('dialog', { name: 'Publicar batalha?' });
  await user.click(within(confirm).getByRole('button', { name: 'Confirmar e publicar' }));
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
    await confirmPublish(user);

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
    await confirmPublish(user);

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
    expect(body).toEqual({ title: 'Final Paga de Bangkok', expectedUpdatedAt: battle.updatedAt });
    for (const key of ['status', 'startTime', 'endTime', 'prizeAmount', 'prizeType', 'prizeDescription']) {
      expect(body, key).not.toHaveProperty(key);
    }
  });
});

describe('battle form: the prize, typed the Brazilian way and restated', () => {
  it('publishes 99,90 as R$ 99,90 only after the admin confirms it restated', async () => {
    const { user, dialog, api, onOpenChange } = await openNewBattleForm();
    await setStart(user, dialog, startIn(-HOUR_MS));
    await user.type(within(dialog).getByLabelText('Título'), 'Final de Bangkok');
    await user.type(within(dialog).getByLabelText('Valor do prêmio (R$)'), '99,90');
    expect((within(dialog).getByLabelText('Valor do prêmio (R$)') as HTMLInputElement).value).toBe(
      'R$ 99,90',
    );
    await user.type(within(dialog).getByLabelText('Término'), startIn(7 * 24 * HOUR_MS));
    await user.type(within(dialog).getByLabelText('Máximo de participantes'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Criar batalha' }));

    const confirm = await screen.findByRole('dialog', { name: 'Publicar batalha?' });
    const restated = within(confirm).getByTestId('prize-confirm');
    expect(restated.textContent).toContain('R$\u00a099,90');
    expect(restated.textContent).toContain('PIX');
    expect(restated.textContent).toContain('O participante mais votado ao final.');
    // The dates with the duration between them, and the seats (a wrong month or year shows here).
    expect(within(confirm).getByTestId('confirm-duration').textContent).toMatch(/^7 dias( e 1 hora)?$/);
    expect(within(confirm).getByTestId('confirm-seats').textContent).toBe('10');
    expect(within(confirm).getByTestId('confirm-end').textContent).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(api.calls('POST /api/admin/battles')).toHaveLength(0);

    // Back to correct: nothing sent; then confirmed: sent as 99.9.
    await user.click(within(confirm).getByRole('button', { name: 'Voltar e corrigir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publicar batalha?' })).toBeNull());
    expect(api.calls('POST /api/admin/battles')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Criar batalha' }));
    await confirmPublish(user);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls('POST /api/admin/battles')[0]?.body).toMatchObject({ prizeAmount: 99.9 });
  });
});

describe('battle form: an edit sends only what the admin changed', () => {
  function runningBattle(overrides: Partial<AdminBattle> = {}): AdminBattle {
    const now = Date.now();
    return {
      id: 'battle-edit',
      slug: 'final-edit',
      title: 'Final Edit',
      description: null,
      status: 'waiting',
      displayStatus: 'waiting',
      prizeAmount: 500,
      prizeType: 'PIX',
      prizeDescription: null,
      startTime: new Date(now - HOUR_MS).toISOString(),
      endTime: new Date(now + 24 * HOUR_MS).toISOString(),
      maxParticipants: 2,
      participantsCount: 1,
      adBannerUrl: null,
      adBannerLinkUrl: null,
      createdBy: 'user-admin',
      createdAt: new Date(now - 72 * HOUR_MS).toISOString(),
      updatedAt: new Date(now - HOUR_MS).toISOString(),
      sponsors: [],
      prizePaid: null,
      winners: [],
      openFlagsCount: 0,
      prizePaidWithOpenFlags: false,
      prizeLocked: false,
      payoutDue: null,
      createdByUsername: 'Admin',
      ...overrides,
    };
  }

  let swap: (battle: AdminBattle) => void = () => {};
  function Harness({ initial, onOpenChange }: { initial: AdminBattle; onOpenChange: (o: boolean) => void }) {
    const [battle, setBattle] = useState(initial);
    swap = setBattle;
    return <BattleFormDialog open onOpenChange={onOpenChange} battle={battle} isMaster={false} isAdmin />;
  }

  async function openEdit(battle: AdminBattle) {
    const api = stubApi({
      'GET /api/admin/battles/battle-edit/participants?limit=50': () =>
        Response.json({ participants: [], nextCursor: null, prevCursor: null }),
      'PATCH /api/admin/battles/battle-edit': () => reply(adminBattleResponseSchema, { battle }),
    });
    const onOpenChange = vi.fn();
    const view = renderInApp(<Harness initial={battle} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Batalha' });
    return { ...view, api, dialog, onOpenChange };
  }

  it('follows what the server changed meanwhile and never writes the old status and start back', async () => {
    const opened = runningBattle();
    const { user, dialog, api, onOpenChange } = await openEdit(opened);
    await user.clear(within(dialog).getByLabelText('Título'));
    await user.type(within(dialog).getByLabelText('Título'), 'Final Nova');
    // A participant added in the dialog filled the battle: the refetched list brings it started.
    const started = runningBattle({
      status: 'active',
      displayStatus: 'active',
      startTime: new Date().toISOString(),
      participantsCount: 2,
      updatedAt: new Date().toISOString(),
    });
    act(() => swap(started));
    await waitFor(() => expect(shownStatus(dialog)).toBe('Em Andamento'));
    expect((within(dialog).getByLabelText('Título') as HTMLInputElement).value).toBe('Final Nova');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls('PATCH /api/admin/battles/battle-edit')[0]?.body).toEqual({
      title: 'Final Nova',
      expectedUpdatedAt: started.updatedAt,
    });
  });

  it('restates a changed prize and sends it with the confirmation', async () => {
    const { user, dialog, api, onOpenChange } = await openEdit(
      runningBattle({ status: 'active', displayStatus: 'active' }),
    );
    const prize = within(dialog).getByLabelText('Valor do prêmio (R$)') as HTMLInputElement;
    expect(prize.value).toBe('R$ 500,00');
    await user.click(prize);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('R$ 1.234,56');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirmar novo prêmio?' });
    expect(within(confirm).getByTestId('prize-confirm').textContent).toContain('R$\u00a01.234,56');
    expect(within(confirm).getByText('Antes: R$ 500,00')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar prêmio' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls('PATCH /api/admin/battles/battle-edit')[0]?.body).toEqual({
      prizeAmount: 1234.56,
      confirmPrizeChange: true,
      expectedUpdatedAt: expect.any(String),
    });
  });
});

describe('battle form: a moderator', () => {
  function optionLabels(dialog: HTMLElement): string[] {
    return [...statusSelect(dialog).options].map((o) => o.textContent ?? '');
  }

  it('chooses no status by hand beyond what the rules give', async () => {
    const { user, dialog } = await openNewBattleForm({ isAdmin: false });
    expect(optionLabels(dialog)).toEqual(['Aguardando Aprovação', 'Aguardando Participantes']);
    await setStart(user, dialog, startIn(24 * HOUR_MS));
    expect(optionLabels(dialog)).toEqual(['Aguardando Aprovação', 'Agendada']);
  });

  it('sends a battle with a prize for approval, restated with its dates and seats', async () => {
    const { user, dialog, api, onOpenChange } = await openNewBattleForm({ isAdmin: false });
    await setStart(user, dialog, startIn(-HOUR_MS));
    await fillTheRest(user, dialog);
    expect(shownStatus(dialog)).toBe('Aguardando Aprovação');
    expect(statusSelect(dialog).disabled).toBe(true);
    expect(within(dialog).getByTestId('status-approval-tag')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Criar batalha' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar para aprovação?' });
    expect(within(confirm).getByTestId('prize-confirm').textContent).toContain('R$\u00a0500,00');
    expect(within(confirm).getByTestId('confirm-seats').textContent).toBe('10');
    await user.click(within(confirm).getByRole('button', { name: 'Enviar para aprovação' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls('POST /api/admin/battles')[0]?.body).toMatchObject({
      status: 'pending',
      prizeAmount: 500,
    });
  });

  it("leaves an open prize battle's prize, dates and seats to an admin", async () => {
    const now = Date.now();
    const battle = adminBattleResponseSchema.parse({
      battle: {
        id: 'battle-open',
        slug: 'aberta',
        title: 'Aberta',
        description: null,
        status: 'waiting',
        displayStatus: 'waiting',
        prizeAmount: 500,
        prizeType: 'PIX',
        prizeDescription: null,
        startTime: new Date(now - HOUR_MS).toISOString(),
        endTime: new Date(now + 24 * HOUR_MS).toISOString(),
        maxParticipants: 10,
        participantsCount: 1,
        adBannerUrl: null,
        adBannerLinkUrl: null,
        createdBy: 'user-admin',
        createdAt: new Date(now - 72 * HOUR_MS).toISOString(),
        updatedAt: new Date(now - HOUR_MS).toISOString(),
        sponsors: [],
        prizePaid: null,
        winners: [],
        openFlagsCount: 0,
        prizePaidWithOpenFlags: false,
      },
    }).battle;
    stubApi({
      'GET /api/admin/battles/battle-open/participants?limit=50': () =>
        Response.json({ participants: [], nextCursor: null, prevCursor: null }),
    });
    renderInApp(<BattleFormDialog open onOpenChange={vi.fn()} battle={battle} isMaster={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Batalha' });
    expect(within(dialog).getByTestId('open-lock-notice')).toBeTruthy();
    for (const label of ['Valor do prêmio (R$)', 'Início', 'Término', 'Máximo de participantes']) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).disabled, label).toBe(true);
    }
    expect(optionLabels(dialog)).toEqual(['Aguardando Participantes']);
  });
});
