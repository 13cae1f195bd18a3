import { z } from 'zod';
import { MIN_BAN_HOURS } from '#domain/accounts/ban.ts';
import {
  BAN_DURATION_INVALID,
  BAN_DURATION_WHOLE_HOURS,
  BAN_REASON_REQUIRED,
} from '#domain/messages/admin.ts';
import { pixKeyTypeSchema } from './account-fields.ts';
import {
  listCursorSchema,
  listLimitSchema,
  listTextSchema,
  optionalParam,
  pageInfoSchema,
  type SortDir,
  sortDirSchema,
} from './admin-lists.ts';
import { roleSchema } from './common.ts';

/** 'Admin user listing row', with the one role. */
export const adminUserRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  pixKey: z.string(),
  /** The key's kind; null when the stored key is no valid PIX key (older data, flagged). */
  pixKeyType: pixKeyTypeSchema.nullable(),
  /** Other users whose names look like this one (see admin-lookalikes.ts); empty for most. */
  lookalikeUsernames: z.array(z.string()),
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

/** The columns the users table sorts by; `battles` is battlesParticipatedCount. */
export const adminUserSortSchema = z.enum(['created', 'name', 'email', 'battles']);
export type AdminUserSort = z.infer<typeof adminUserSortSchema>;

/** The direction a column sorts in when first chosen: newest, A to Z, most battles. */
export const adminUserDefaultDir: Record<AdminUserSort, SortDir> = {
  created: 'desc',
  name: 'asc',
  email: 'asc',
  battles: 'desc',
};

export const adminUserStatusFilterSchema = z.enum(['active', 'banned']);
export type AdminUserStatusFilter = z.infer<typeof adminUserStatusFilterSchema>;

/**
 * GET /api/admin/users. `q`: case-insensitive substring of e-mail, username, id, PIX key or
 * Instagram; `role` and `status` narrow it; `dir` defaults to adminUserDefaultDir.
 */
export const adminUserListQuerySchema = z.object({
  q: listTextSchema,
  role: optionalParam(roleSchema),
  status: optionalParam(adminUserStatusFilterSchema),
  sort: optionalParam(adminUserSortSchema),
  dir: optionalParam(sortDirSchema),
  cursor: listCursorSchema,
  limit: listLimitSchema,
});
export type AdminUserListParams = z.output<typeof adminUserListQuerySchema>;

/** One page of users with profiles; the stats cards have their own call. */
export const adminUserListResponseSchema = pageInfoSchema.extend({ users: z.array(adminUserRowSchema) });
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

export const adminUserParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const updateRoleRequestSchema = z.object({ role: roleSchema });
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;
export const updateRoleResponseSchema = z.object({ userId: z.string(), role: roleSchema });
export type UpdateRoleResponse = z.infer<typeof updateRoleResponseSchema>;

export const banUserRequestSchema = z.object({
  reason: z.string(BAN_REASON_REQUIRED.message).trim().min(1, BAN_REASON_REQUIRED.message).max(500),
  /** Whole hours (presets 1, 6, 24, 72, 168, 720 or custom >= 1); null = permanent. */
  durationHours: z
    .number(BAN_DURATION_INVALID.message)
    .int(BAN_DURATION_WHOLE_HOURS.message)
    .min(MIN_BAN_HOURS, BAN_DURATION_INVALID.message)
    .max(24 * 365 * 10)
    .nullable(),
  /**
   * Take the user out of the battles that have not finished (votes voided and refunded); an unban
   * puts them back where the battle still runs. Absent: yes for a permanent ban, no for a
   * temporary one (domain/accounts/ban.ts disqualifiesByDefault).
   */
  disqualify: z.boolean().optional(),
});
export type BanUserRequest = z.infer<typeof banUserRequestSchema>;

export const banUserResponseSchema = z.object({
  userId: z.string(),
  reason: z.string(),
  /** Null = permanent. */
  expiresAt: z.string().nullable(),
  /** How many running battles the ban took the user out of. */
  disqualifiedFrom: z.number().int(),
});
export type BanUserResponse = z.infer<typeof banUserResponseSchema>;

export const unbanUserRequestSchema = z.object({
  /** Defaults to 'Manually unbanned by admin' when blank or absent. */
  reason: z.string().trim().max(500).optional(),
});
export type UnbanUserRequest = z.infer<typeof unbanUserRequestSchema>;
/** The unban call's body: the reason is optional, and so is the body itself. */
export const unbanUserBodySchema = unbanUserRequestSchema.nullish();

export const userActionResponseSchema = z.object({ userId: z.string(), ok: z.literal(true) });
/** The unban's answer: how many of the battles the ban took the user out of they are back in. */
export const unbanUserResponseSchema = userActionResponseSchema.extend({ restoredBattles: z.number().int() });

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

export const addModeratorRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'E-mail é obrigatório').email('E-mail inválido'),
});
export type AddModeratorRequest = z.infer<typeof addModeratorRequestSchema>;
export const addModeratorResponseSchema = z.object({ moderator: moderatorSchema });

export const moderatorParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) });

/**
 * GET /api/admin/users/:id/ban-stakes (admin): what a ban that disqualifies would take the user out
 * of, read when the ban dialog opens: each battle not finished they take part in, with the votes
 * they received there (voided and given back to the fans on a disqualification).
 */
export const banStakesResponseSchema = z.object({
  battles: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      slug: z.string().nullable(),
      votesCount: z.number().int().nonnegative(),
    }),
  ),
  votesCount: z.number().int().nonnegative(),
});
export type BanStakes = z.infer<typeof banStakesResponseSchema>;
