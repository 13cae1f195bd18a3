import { z } from 'zod';
import { MIN_BAN_HOURS } from '../ban.ts';
import { catalogue, roleSchema } from './common.ts';

/** Spec section 3 'Admin user listing row', with the one role of ARCHITECTURE decision 7. */
export const adminUserRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  pixKey: z.string(),
  instagramHandle: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  /** Null with isBanned true means permanent. */
  banExpiresAt: z.string().nullable(),
  battlesParticipatedCount: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  banned: z.number().int(),
  admins: z.number().int(),
  moderators: z.number().int(),
});
export type AdminUserStats = z.infer<typeof adminUserStatsSchema>;

/** GET /api/admin/users: every user with a profile, newest first (filtering is the page's). */
export const adminUserListResponseSchema = z.object({
  users: z.array(adminUserRowSchema),
  stats: adminUserStatsSchema,
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

export const adminUserParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const updateRoleRequestSchema = z.object({ role: roleSchema });
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;
export const updateRoleResponseSchema = z.object({ userId: z.string(), role: roleSchema });
export type UpdateRoleResponse = z.infer<typeof updateRoleResponseSchema>;

export const banUserRequestSchema = z.object({
  reason: z.string(catalogue('BAN_REASON_REQUIRED')).trim().min(1, catalogue('BAN_REASON_REQUIRED')).max(500),
  /** Whole hours (presets 1, 6, 24, 72, 168, 720 or custom >= 1); null = permanent. */
  durationHours: z
    .number(catalogue('BAN_DURATION_INVALID'))
    .int(catalogue('BAN_DURATION_INVALID'))
    .min(MIN_BAN_HOURS, catalogue('BAN_DURATION_INVALID'))
    .max(24 * 365 * 10)
    .nullable(),
});
export type BanUserRequest = z.infer<typeof banUserRequestSchema>;

export const banUserResponseSchema = z.object({
  userId: z.string(),
  reason: z.string(),
  /** Null = permanent. */
  expiresAt: z.string().nullable(),
});
export type BanUserResponse = z.infer<typeof banUserResponseSchema>;

export const unbanUserRequestSchema = z.object({
  /** Defaults to 'Manually unbanned by admin' when blank or absent. */
  reason: z.string().trim().max(500).optional(),
});
export type UnbanUserRequest = z.infer<typeof unbanUserRequestSchema>;

export const userActionResponseSchema = z.object({ userId: z.string(), ok: z.literal(true) });
export type UserActionResponse = z.infer<typeof userActionResponseSchema>;

/** GET /api/admin/moderators */
export const moderatorSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  /** When the role was granted. */
  grantedAt: z.string(),
});
export type Moderator = z.infer<typeof moderatorSchema>;

export const moderatorListResponseSchema = z.object({ moderators: z.array(moderatorSchema) });
export type ModeratorListResponse = z.infer<typeof moderatorListResponseSchema>;

export const addModeratorRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email é obrigatório').email('Email inválido'),
});
export type AddModeratorRequest = z.infer<typeof addModeratorRequestSchema>;
export const addModeratorResponseSchema = z.object({ moderator: moderatorSchema });

export const moderatorParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) });
