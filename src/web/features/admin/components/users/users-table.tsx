import { formatDate } from '../../../../../domain/format.ts';
import type { AdminUserRow } from '../../../../../domain/schemas/admin-users.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { RoleCell, UserActions } from './user-actions.tsx';
import { UserStatus } from './user-status.tsx';

export interface UsersListProps {
  users: AdminUserRow[];
  selfId: string;
}

const columns = ['Usuário', 'Email', 'PIX', 'Instagram', 'Roles', 'Criado em', 'Status', 'Ações'] as const;

/** Desktop: the spec's table. */
export function UsersTable({ users, selfId }: UsersListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-800">
      <table className="w-full min-w-[900px] text-left text-sm">
        <thead className="bg-zinc-900 text-zinc-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {users.map((user) => {
            const isSelf = user.userId === selfId;
            return (
              <tr key={user.userId} data-testid={`user-row-${user.username}`} className="align-top">
                <th scope="row" className="px-3 py-3 font-semibold text-zinc-100">
                  {user.username}
                </th>
                <td className="max-w-48 truncate px-3 py-3 text-zinc-200" title={user.email}>
                  {user.email}
                </td>
                <td className="max-w-32 truncate px-3 py-3 text-zinc-300" title={user.pixKey}>
                  {user.pixKey}
                </td>
                <td className="px-3 py-3 text-zinc-300">
                  {user.instagramHandle ? `@${user.instagramHandle}` : '—'}
                </td>
                <td className="px-3 py-3">
                  <RoleCell user={user} isSelf={isSelf} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-zinc-300">{formatDate(user.createdAt)}</td>
                <td className="px-3 py-3">
                  <UserStatus user={user} />
                </td>
                <td className="px-3 py-3">
                  <UserActions user={user} isSelf={isSelf} compact />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: one card per user with the same fields and actions. */
export function UsersCards({ users, selfId }: UsersListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {users.map((user) => {
        const isSelf = user.userId === selfId;
        return (
          <li key={user.userId} data-testid={`user-row-${user.username}`}>
            <Card className="flex flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-zinc-100">{user.username}</p>
                  <p className="truncate text-sm text-zinc-300">{user.email}</p>
                </div>
                <UserStatus user={user} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-zinc-400">PIX</dt>
                  <dd className="truncate text-zinc-200">{user.pixKey}</dd>
                </div>
                <div>
                  <dt className="text-xs text-zinc-400">Instagram</dt>
                  <dd className="truncate text-zinc-200">
                    {user.instagramHandle ? `@${user.instagramHandle}` : '—'}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-zinc-400">Criado em</dt>
                  <dd className="text-zinc-200">{formatDate(user.createdAt)}</dd>
                </div>
              </dl>
              <RoleCell user={user} isSelf={isSelf} />
              <UserActions user={user} isSelf={isSelf} />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
