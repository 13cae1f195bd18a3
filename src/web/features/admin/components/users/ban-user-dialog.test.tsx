import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BAN_DURATION_WHOLE_HOURS, BAN_REASON_REQUIRED } from '#domain/messages/admin.ts';
import { banStakesResponseSchema, banUserResponseSchema } from '#domain/schemas/admin-users.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import { adminUserRowFixture } from '#web/test-support/schema-fixtures.ts';
import { BanUserDialog } from './ban-user-dialog.tsx';

const BAN = 'POST /api/admin/users/u1/ban';
const STAKES = 'GET /api/admin/users/u1/ban-stakes';

const nong = adminUserRowFixture();

function renderDialog(
  stakes = {
    battles: [
      { id: 'b1', title: 'Final de Bangkok', slug: 'final', votesCount: 12 },
      { id: 'b2', title: 'Noite dos Joelhos', slug: 'noite', votesCount: 3 },
    ],
    votesCount: 15,
  },
) {
  const api = stubApi({
    [STAKES]: () => reply(banStakesResponseSchema, stakes),
    [BAN]: ({ body }) =>
      reply(banUserResponseSchema, {
        userId: 'u1',
        reason: (body as { reason: string }).reason,
        expiresAt:
          (body as { durationHours: number | null }).durationHours === null
            ? null
            : '2026-01-02T12:00:00.000Z',
        disqualifiedFrom: (body as { disqualify: boolean }).disqualify ? 2 : 0,
      }),
  });
  const onOpenChange = vi.fn();
  // Open, as the users table opens it, until the dialog closes itself (the modal dialog hides
  // the rest of the page, the toaster included, from assistive technology while it is open).
  function Opened() {
    const [open, setOpen] = useState(true);
    return (
      <BanUserDialog
        user={nong}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  }
  const view = renderInApp(<Opened />);
  return { api, onOpenChange, ...view };
}

describe('the ban dialog', () => {
  it('says what is wrong under each field and sends nothing', async () => {
    const { api, user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Banir NongO' });
    await user.click(within(dialog).getByLabelText('Temporário (horas personalizadas)'));
    const hours = within(dialog).getByLabelText('Horas');
    await user.clear(hours);
    await user.type(hours, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Banir usuário' }));

    expect(await within(dialog).findByText(BAN_REASON_REQUIRED.message)).toBeTruthy();
    expect(within(dialog).getByText(BAN_DURATION_WHOLE_HOURS.message)).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByTestId('ban-reason').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(BAN)).toEqual([]);
  });

  it('sends the trimmed reason and the hours, then says for how long', async () => {
    const { api, user, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Banir NongO' });
    await user.type(within(dialog).getByTestId('ban-reason'), '  Spam no chat  ');
    await user.click(within(dialog).getByLabelText('Temporário (horas personalizadas)'));
    const hours = within(dialog).getByLabelText('Horas');
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Banir usuário' }));

    expect(await findToast('Usuário banido')).toBeTruthy();
    expect(screen.getByText('NongO foi banido por 3 horas.')).toBeTruthy();
    expect(api.calls(BAN).map((c) => c.body)).toEqual([
      { reason: 'Spam no chat', durationHours: 3, disqualify: false },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('bans for good with Permanente', async () => {
    const { api, user, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Banir NongO' });
    await user.type(within(dialog).getByTestId('ban-reason'), 'Fraude');
    await user.click(within(dialog).getByLabelText('Permanente'));
    await user.click(within(dialog).getByRole('button', { name: 'Banir usuário' }));
    await findToast('Usuário banido');
    expect(
      screen.getByText('NongO foi banido permanentemente. Desclassificado de 2 batalhas em andamento.'),
    ).toBeTruthy();
    expect(api.calls(BAN).map((c) => c.body)).toEqual([
      { reason: 'Fraude', durationHours: null, disqualify: true },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says how many battles and votes are at stake before the admin confirms', async () => {
    const { api } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Banir NongO' });
    const stakes = await within(dialog).findByTestId('ban-stakes');
    expect(stakes.textContent).toBe(
      'Em jogo: 2 batalhas em andamento ("Final de Bangkok", "Noite dos Joelhos"), com 15 votos recebidos nelas.',
    );
    expect(api.calls(STAKES)).toHaveLength(1);
  });

  it('says when nothing is at stake', async () => {
    renderDialog({ battles: [], votesCount: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'Banir NongO' });
    expect((await within(dialog).findByTestId('ban-stakes')).textContent).toBe(
      'Não participa de nenhuma batalha em andamento.',
    );
  });

  it('says what happens to the battles: disqualify on for a permanent ban, off for a temporary one, until the admin chooses', async () => {
    const { api, user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Banir NongO' });
    const box = within(dialog).getByLabelText('Desclassificar das batalhas em andamento') as HTMLInputElement;
    const notice = within(dialog).getByTestId('ban-battles-notice');
    expect(box.checked).toBe(false);
    expect(notice.textContent).toContain('NongO continua inscrito nas batalhas');
    await user.click(within(dialog).getByLabelText('Permanente'));
    expect(box.checked).toBe(true);
    expect(notice.textContent).toContain('NongO sai de todas as batalhas que ainda não terminaram');
    await within(dialog).findByTestId('ban-stakes');
    expect(notice.textContent).toContain('os 15 votos recebidos nelas são anulados');
    await user.click(within(dialog).getByLabelText('Temporário (predefinido)'));
    expect(box.checked).toBe(false);
    // The admin's own choice stays when the duration changes.
    await user.click(box);
    await user.click(within(dialog).getByLabelText('Permanente'));
    await user.click(within(dialog).getByLabelText('Temporário (predefinido)'));
    expect(box.checked).toBe(true);
    await user.type(within(dialog).getByTestId('ban-reason'), 'Fraude');
    await user.click(within(dialog).getByRole('button', { name: 'Banir usuário' }));
    await findToast('Usuário banido');
    expect(api.calls(BAN).map((c) => c.body)).toEqual([
      { reason: 'Fraude', durationHours: 24, disqualify: true },
    ]);
  });
});
