import type { z } from 'zod';
import { type AdminBattle, adminBattleSchema } from '#domain/schemas/admin-battles.ts';
import { type AdminUserRow, adminUserRowSchema } from '#domain/schemas/admin-users.ts';
import {
  type OwnProfile,
  ownProfileSchema,
  type PublicProfile,
  publicProfileSchema,
} from '#domain/schemas/profiles.ts';

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

/** A fighter's public page as GET /api/profiles/:username answers it. */
export function publicProfileFixture(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return fixtureOf(publicProfileSchema, {
    username: 'NongO',
    memberSince: '2026-01-01T00:00:00.000Z',
    stats: ownProfileFixture().stats,
    achievements: [],
    battles: [],
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

/** A battle open for votes as the admin battles list has it (GET /api/admin/battles). */
export function adminBattleFixture(overrides: Partial<AdminBattle> = {}): AdminBattle {
  return fixtureOf(adminBattleSchema, {
    id: 'battle-1',
    slug: 'final-de-bangkok',
    title: 'Final de Bangkok',
    status: 'active',
    displayStatus: 'active',
    prizeAmount: 500,
    prizeType: 'PIX',
    startTime: '2026-11-19T13:00:00.000Z',
    endTime: '2026-11-20T12:00:00.000Z',
    maxParticipants: 10,
    participantsCount: 0,
    createdAt: '2026-11-18T13:00:00.000Z',
    updatedAt: '2026-11-18T13:00:00.000Z',
    sponsors: [],
    winners: [],
    openFlagsCount: 0,
    prizePaidWithOpenFlags: false,
    ...overrides,
  });
}
