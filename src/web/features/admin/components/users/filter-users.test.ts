import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../../../../domain/schemas/admin-users.ts';
import { filterUsers } from './filter-users.ts';

const row = (over: Partial<AdminUserRow>): AdminUserRow => ({
  userId: 'u-1',
  email: 'ana@example.com',
  username: 'Ana',
  pixKey: 'ana-pix',
  instagramHandle: null,
  profilePictureUrl: null,
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
  isBanned: false,
  banReason: null,
  banExpiresAt: null,
  battlesParticipatedCount: 0,
  ...over,
});

describe('filterUsers', () => {
  const users = [
    row({}),
    row({
      userId: 'u-2',
      username: 'Bia',
      email: 'bia@x.dev',
      pixKey: 'bia-pix',
      instagramHandle: 'bia.muay',
    }),
  ];

  it('returns everyone for a blank query', () => {
    expect(filterUsers(users, '  ')).toHaveLength(2);
  });

  it('matches name, email, PIX, Instagram and id case-insensitively', () => {
    expect(filterUsers(users, 'BIA').map((u) => u.userId)).toEqual(['u-2']);
    expect(filterUsers(users, 'muay').map((u) => u.userId)).toEqual(['u-2']);
    expect(filterUsers(users, 'ana-pix').map((u) => u.userId)).toEqual(['u-1']);
    expect(filterUsers(users, 'u-2').map((u) => u.userId)).toEqual(['u-2']);
    expect(filterUsers(users, 'nobody')).toEqual([]);
  });
});
