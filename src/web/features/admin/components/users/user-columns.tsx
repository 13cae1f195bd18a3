import type { AdminUserRow, AdminUserSort } from '#domain/schemas/admin-users.ts';
import { formatDate } from '#domain/text/format.ts';
import { PixKeyValue } from '#web/features/admin/components/pix-key-value.tsx';
import type { Column } from '#web/features/admin/components/table/data-table.tsx';
import { LookalikeBadge } from './lookalike-badge.tsx';
import { RoleCell, UserActions } from './user-actions.tsx';
import { UserStatus } from './user-status.tsx';

/**
 * The username, a mark when other accounts' names look like it (docs/decisions/0009), and under it
 * the e-mail (cut to the cell, whole in its tooltip) and the Instagram: one column instead of
 * three, so the table fits its box at 1280 px.
 */
function UserNameCell({ user }: { user: AdminUserRow }) {
  return (
    <span className="flex max-w-44 flex-col items-start gap-0.5 max-md:max-w-none">
      <span className="wrap-anywhere">{user.username}</span>
      <LookalikeBadge usernames={user.lookalikeUsernames} />
      <span
        className="block w-full truncate text-xs font-normal text-zinc-400 max-md:whitespace-normal"
        title={user.email}
        data-testid="user-email"
      >
        {user.email}
      </span>
      {user.instagramHandle ? (
        <span className="block w-full truncate text-xs font-normal text-amber-300/90">
          @{user.instagramHandle}
        </span>
      ) : null}
    </span>
  );
}

/** The key with its detected type, or flagged when the stored key is no valid PIX key. */
function PixCell({ user }: { user: AdminUserRow }) {
  return (
    <span className="block max-w-28 max-md:max-w-none">
      <PixKeyValue pixKey={user.pixKey} pixKeyType={user.pixKeyType} />
    </span>
  );
}

/**
 * The users table: its columns (docs/product.md#admin-area) (Usuário with e-mail and Instagram, PIX,
 * Função, Criado em, Situação, Batalhas, Ações). Nobody edits their own role or bans themself.
 */
export function userColumns(selfId: string, isMobile: boolean): Column<AdminUserRow, AdminUserSort>[] {
  return [
    {
      id: 'username',
      header: 'Usuário',
      sort: 'name',
      mobile: 'title',
      cell: (u) => <UserNameCell user={u} />,
    },
    { id: 'pix', header: 'PIX', cell: (u) => <PixCell user={u} /> },
    { id: 'role', header: 'Função', cell: (u) => <RoleCell user={u} isSelf={u.userId === selfId} /> },
    {
      id: 'created',
      header: 'Criado em',
      sort: 'created',
      className: 'whitespace-nowrap',
      cell: (u) => formatDate(u.createdAt),
    },
    { id: 'status', header: 'Situação', cell: (u) => <UserStatus user={u} /> },
    {
      id: 'battles',
      header: 'Batalhas',
      sort: 'battles',
      className: 'text-right tabular-nums',
      cell: (u) => u.battlesParticipatedCount,
    },
    {
      id: 'actions',
      header: 'Ações',
      mobile: 'actions',
      cell: (u) => <UserActions user={u} isSelf={u.userId === selfId} compact={!isMobile} />,
    },
  ];
}
