import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_PASSWORD_REQUIRED, PROFILE_WRONG_PASSWORD } from '#domain/messages/auth.ts';
import { ownProfileResponseSchema } from '#domain/schemas/profiles.ts';
import { reply, replyError, stubApi } from '#web/test-support/api-stub.ts';

import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import { ownProfileFixture } from '#web/test-support/schema-fixtures.ts';
import { PIX_CHANGED_TEXT, ProfileEditForm } from './profile-edit-form.tsx';

const profile = ownProfileFixture();

const PATCH = 'PATCH /api/profile';
const PASSWORD_LABEL = 'Senha atual';

function renderForm(answer: () => Response = () => reply(ownProfileResponseSchema, { profile })) {
  const api = stubApi({ [PATCH]: answer });
  const onDone = vi.fn();
  const view = renderInApp(<ProfileEditForm profile={profile} onDone={onDone} />);
  return { api, onDone, ...view };
}

describe('profile edit form and the PIX key', () => {
  it('asks no password for other fields, nor for the same key typed another way', async () => {
    const { api, user } = renderForm();
    const pix = await screen.findByLabelText('Chave PIX');
    await user.clear(pix);
    await user.type(pix, '529.982.247-25');
    await user.clear(screen.getByLabelText('Nome de lutador'));
    await user.type(screen.getByLabelText('Nome de lutador'), 'NovoNome');
    expect(screen.queryByLabelText(PASSWORD_LABEL)).toBeNull();
    await user.click(screen.getByRole('button', { name: /salvar/i }));
    await waitFor(() => expect(api.calls(PATCH)).toHaveLength(1));
    expect(api.calls(PATCH)[0]?.body).not.toHaveProperty('currentPassword');
  });

  it('asks the current password when the key changes, and sends it with the new key', async () => {
    const { api, user, onDone } = renderForm();
    const pix = await screen.findByLabelText('Chave PIX');
    await user.clear(pix);
    await user.type(pix, 'nova@example.com');
    const password = await screen.findByLabelText(PASSWORD_LABEL);

    await user.click(screen.getByRole('button', { name: /salvar/i }));
    expect(await screen.findByText(PROFILE_PASSWORD_REQUIRED.message)).toBeTruthy();
    expect(api.calls(PATCH)).toEqual([]);

    await user.type(password, 'segredo1');
    await user.click(screen.getByRole('button', { name: /salvar/i }));
    await findToast('Perfil atualizado!');
    expect(screen.getByText(PIX_CHANGED_TEXT)).toBeTruthy();
    expect(api.calls(PATCH)[0]?.body).toMatchObject({
      pixKey: 'nova@example.com',
      currentPassword: 'segredo1',
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a wrong password under its field', async () => {
    const { user, onDone } = renderForm(() => replyError('PROFILE_WRONG_PASSWORD'));
    const pix = await screen.findByLabelText('Chave PIX');
    await user.clear(pix);
    await user.type(pix, 'nova@example.com');
    await user.type(await screen.findByLabelText(PASSWORD_LABEL), 'chute');
    await user.click(screen.getByRole('button', { name: /salvar/i }));
    await waitFor(() =>
      expect(screen.getByLabelText(PASSWORD_LABEL).getAttribute('aria-invalid')).toBe('true'),
    );
    // Once, under the field: no toast repeating it.
    expect(screen.getAllByText(PROFILE_WRONG_PASSWORD.message)).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says once that a phone key is wrong: the error, without the "parece um telefone" hint', async () => {
    const { api, user } = renderForm();
    const pix = await screen.findByLabelText('Chave PIX');
    await user.clear(pix);
    await user.type(pix, '(11) 9999-99');
    expect(screen.getByTestId('pix-key-hint').textContent).toContain('Parece um telefone');
    await user.click(screen.getByRole('button', { name: /salvar/i }));
    await waitFor(() => expect(pix.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('pix-key-hint').textContent).toBe('');
    expect(api.calls(PATCH)).toEqual([]);
  });

  it('keeps the handle of a pasted Instagram link', async () => {
    const { api, user } = renderForm();
    const instagram = await screen.findByLabelText('Instagram');
    await user.type(instagram, 'https://www.instagram.com/nong.o/?hl=pt');
    await user.click(screen.getByRole('button', { name: /salvar/i }));
    await waitFor(() => expect(api.calls(PATCH)).toHaveLength(1));
    expect(api.calls(PATCH)[0]?.body).toMatchObject({ instagramHandle: 'nong.o' });
  });
});
