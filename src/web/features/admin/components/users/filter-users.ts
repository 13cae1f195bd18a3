import type { AdminUserRow } from '../../../../../domain/schemas/admin-users.ts';

/** The page's client-side search: case-insensitive over name, email, PIX, Instagram and id. */
export function filterUsers(users: readonly AdminUserRow[], query: string): AdminUserRow[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter((user) =>
    [user.username, user.email, user.pixKey, user.instagramHandle ?? '', user.userId].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
}
