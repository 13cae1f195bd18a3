import type { z } from 'zod';
import { type AdminUserRow, adminUserRowSchema } from '#domain/schemas/admin-users.ts';
import { type OwnProfile, ownProfileSchema } from '#domain/schemas/profiles.ts';

/**
 * `values` as `schema` answers them, every field the schema lets be null and `values` leaves out
 * set to null: a new optional field of an answer breaks none of the fixtures built with this.
 */
function fixtureOf<S extends z.ZodObject>(schema: S, values: Partial<z.input<S>>): z.output<S> {
  const nulls = Object.fromEntries(
    Object.entries(schema.shape)
      .filter(([, field]) => field.safeParse(null).success)
      .map(([key]) => [key, null]),
  );
  return schema.parse({ ...nulls, ...values });
}

/** A fan's own profile as GET /api/profile answers it. */
export function ownProfileFixture(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return fixtureOf(ownProfileSchema, {
    id: 'user-fan',
    email: 'fa@yodarena.test',
    username: 'fa_do_muaythai',
    pixKey: '52998224725',
    createdAt: '2026-01-01T00:00:00.000Z',
    stats: {
      battlesJoined: 0,
      battlesWon: 0,
      votesReceived: 0,
      votesGiven: 0,
      battlesSupported: 0,
      championsBacked: 0,
      dayStreak: 0,
    },
    achievements: [],
    ...overrides,
  });
}

/** A plain fan's row of the admin users table. */
export function adminUserRowFixture(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return fixtureOf(adminUserRowSchema, {
    userId: 'u1',
    email: 'nong@yod.test',
    username: 'NongO',
    pixKey: 'nong@yod.test',
    pixKeyType: 'email',
    lookalikeUsernames: [],
    role: 'user',
    createdAt: '2026-01-01T12:00:00.000Z',
    isBanned: false,
    battlesParticipatedCount: 0,
    ...overrides,
  });
}
