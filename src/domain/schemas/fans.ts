import { z } from 'zod';
import { usernameParamsSchema } from './profiles.ts';

/** How many fighters and fans the public ranking lists (the page is capped, not paged). */
export const RANKING_SIZE = 50;

export const rankedFighterSchema = z.object({
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  wins: z.number().int(),
  votesReceived: z.number().int(),
  battles: z.number().int(),
});

export const rankedFanSchema = z.object({
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  votesGiven: z.number().int(),
  battlesSupported: z.number().int(),
  championsBacked: z.number().int(),
});

/** GET /api/ranking: fighters by wins then votes received, fans by votes given then champions backed. */
export const rankingResponseSchema = z.object({
  fighters: z.array(rankedFighterSchema),
  fans: z.array(rankedFanSchema),
});
export type RankingResponse = z.infer<typeof rankingResponseSchema>;

/** `:username` of the follow routes: the fighter's public name, as /u/:username takes it. */
export const followParamsSchema = usernameParamsSchema;

/** Whether the signed-in fan follows the fighter, and how many do. */
export const followStateResponseSchema = z.object({
  following: z.boolean(),
  followers: z.number().int(),
});
export type FollowState = z.infer<typeof followStateResponseSchema>;

/** A fan's notice settings (her profile's "Avisos por e-mail"). */
export const fanSettingsSchema = z.object({
  /** E-mails when a followed fighter joins a battle and before a battle she voted in closes. */
  emailAlerts: z.boolean(),
});
export type FanSettings = z.infer<typeof fanSettingsSchema>;
export const fanSettingsResponseSchema = z.object({ settings: fanSettingsSchema });
export const fanSettingsUpdateSchema = fanSettingsSchema.strict();
