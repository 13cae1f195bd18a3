import { z } from 'zod';
import { INSTAGRAM_HANDLE, instagramHandleFrom } from '#domain/accounts/instagram.ts';
import { fighterNameSchema, pixKeySchema } from './account-fields.ts';

export const profileStatsSchema = z.object({
  battlesJoined: z.number().int(),
  battlesWon: z.number().int(),
  votesReceived: z.number().int(),
  /** The fan's side: counted votes she gave, battles she voted in, finished ones won by her pick. */
  votesGiven: z.number().int(),
  battlesSupported: z.number().int(),
  championsBacked: z.number().int(),
  /** São Paulo days in a row with a vote, up to today (or yesterday). */
  dayStreak: z.number().int(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
  progress: z.object({ current: z.number().int(), target: z.number().int() }),
});
export type AchievementView = z.infer<typeof achievementSchema>;

export const profileBattleSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  votesCount: z.number().int(),
  finished: z.boolean(),
  won: z.boolean(),
});
export type ProfileBattle = z.infer<typeof profileBattleSchema>;

/**
 * The profile columns anyone may see, as stored: the services pick them from the profile row with
 * this schema, so a column added here is answered on both pages without another mapping.
 */
export const profileIdentitySchema = z.object({
  username: z.string(),
  instagramHandle: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
});
export type ProfileIdentity = z.infer<typeof profileIdentitySchema>;

/** The signed-in user's own profile: the only place the PIX key and e-mail travel. */
export const ownProfileSchema = profileIdentitySchema.extend({
  id: z.string(),
  email: z.string(),
  pixKey: z.string(),
  createdAt: z.string(),
  stats: profileStatsSchema,
  achievements: z.array(achievementSchema),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

/** Anyone's public page: never the e-mail, the PIX key or the user id. */
export const publicProfileSchema = profileIdentitySchema.extend({
  memberSince: z.string(),
  stats: profileStatsSchema,
  achievements: z.array(achievementSchema),
  battles: z.array(profileBattleSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

export const profileCardSchema = z.object({
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  battlesJoined: z.number().int(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;
export const recentProfilesResponseSchema = z.object({ profiles: z.array(profileCardSchema) });
export type RecentProfilesResponse = z.infer<typeof recentProfilesResponseSchema>;

/** Omitted stays omitted (unchanged); an empty value clears the field. */
function emptyAsNull(v: string | null | undefined): string | null | undefined {
  return v === undefined ? undefined : v || null;
}

/**
 * The edit form. There is deliberately no id: the server edits the caller's own profile, and
 * unknown keys (an `id` included) are dropped.
 */
export const profileUpdateSchema = z.object({
  username: fighterNameSchema.optional(),
  pixKey: pixKeySchema.optional(),
  instagramHandle: z
    .string()
    .max(300)
    // A pasted profile link is reduced to its handle (domain/accounts/instagram.ts).
    .transform(instagramHandleFrom)
    .refine((v) => v === '' || INSTAGRAM_HANDLE.test(v), 'Informe um usuário do Instagram válido.')
    .nullish()
    .transform(emptyAsNull),
  profilePictureUrl: z.string().trim().max(2000).nullish().transform(emptyAsNull),
  /**
   * The account's password: required when `pixKey` changes the stored key (the key prizes are paid
   * to; decision 0017), ignored otherwise.
   */
  currentPassword: z.string().max(128).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const usernameParamsSchema = z.object({ username: z.string().trim().min(1).max(60) });
