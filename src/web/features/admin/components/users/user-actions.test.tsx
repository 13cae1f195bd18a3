import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_REASON } from '#domain/accounts/ban.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { adminUserRowFixture } from '#web/test-support/schema-fixtures.ts';
import { UserActions } from './user-actions.tsx';
import { UserStatus } from './user-status.tsx';

describe('users table cells', () => {
  it('shows a deleted account as Excluído with its reason in pt-BR', () => {
    renderInApp(
      <UserStatus user={adminUserRowFixture({ isBanned: true, banReason: DELETED_ACCOUNT_REASON })} />,
    );
    expect(screen.getByText('Excluído')).toBeTruthy();
    expect(screen.getByText('Conta excluída pelo administrador')).toBeTruthy();
    expect(screen.queryByText(DELETED_ACCOUNT_REASON)).toBeNull();
  });

  it("asks before deleting, saying the account can come back with 'Desbanir' (which the row then offers)", async () => {
    const { user } = renderInApp(<UserActions user={adminUserRowFixture()} isSelf={false} />);
    await user.click(screen.getByRole('button', { name: 'Remover NongO' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover usuário' });
    expect(within(dialog).getByText(/pode ser restaurada depois com 'Desbanir'/)).toBeTruthy();
    expect(within(dialog).queryByText(/não pode ser desfeita/)).toBeNull();
  });
});
