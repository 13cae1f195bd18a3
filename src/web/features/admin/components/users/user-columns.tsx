import { formatDate } from '#domain/format.ts';
import type { AdminUserRow, AdminUserSort } from '#domain/schemas/admin-users.ts';
import { PixKeyValue } from '../pix-key-value.tsx';
import type { Column } from '../table/data-table.tsx';
import { LookalikeBadge } from './lookalike-badge.tsx';
import { RoleCell, UserActions } from './user-actions.tsx';
import { UserStatus } from './user-status.tsx';

/** The username, and a mark when other accounts' names look like it (docs/decisions/0009). */
function UserNameCell({ user }: { user: AdminUserRow }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="wrap-anywhere">{user.username}</span>
      <LookalikeBadge usernames={user.lookalikeUsernames} />
    </span>
  );
}

/** The key with its detected type, or flagged when the stored key is no valid PIX key. */
function PixCell({ user }: { user: AdminUserRow }) {
  return (
    <span className="block max-w-44 max-md:max-w-none">
      <PixKeyValue pixKey={user.pixKey} pixKeyType={user.pixKeyType} />
    </span>
  );
}

/**
 * The users table: its columns (docs/product.md#admin-area) (Usuário, Email, PIX, Instagram, Função, Criado em, Situação,
 * Ações) plus the battles count it can sort by. Nobody edits their own role or bans themself.
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
    {
      id: 'email',
      header: 'Email',
      sort: 'email',
      cell: (u) => (
        <span className="block max-w-40 truncate max-md:max-w-none max-md:whitespace-normal" title={u.email}>
          {u.email}
        </span>
      ),
    },
    { id: 'pix', header: 'PIX', cell: (u) => <PixCell user={u} /> },
    {
      id: 'instagram',
      header: 'Instagram',
      cell: (u) => (u.instagramHandle ? `@${u.instagramHandle}` : '—'),
    },
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
