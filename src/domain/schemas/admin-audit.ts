import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE_MAX,
  listCursorSchema,
  optionalParam,
  pageInfoSchema,
  sortDirSchema,
} from './admin-lists.ts';

/** Where an audit entry points; mirrors the server's AuditEntry['targetType']. */
export const auditTargetTypes = [
  'user',
  'battle',
  'participant',
  'banner',
  'settings',
  'credits',
  'vote',
  'payout',
] as const;

/**
 * What an entry is about, named as it is now: a battle's title (with its page), a user's name (with
 * their row in the users table), a banner's name. `href` is null once the target is gone.
 */
export const auditTargetSchema = z.object({ label: z.string(), href: z.string().nullable() });
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** One admin action as the dashboard's recent activity and the audit page show it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Dotted verb, e.g. 'user.ban', 'battle.create', 'credits.adjust'. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** Null when there is nothing to name (e.g. 'Endereços das batalhas corrigidos', which touches many battles). */
  target: auditTargetSchema.nullable(),
  actorUserId: z.string().nullable(),
  /** Null when the actor has no profile any more (or the action came from the system). */
  actorUsername: z.string().nullable(),
  /** What changed: e.g. { before, after }, { reason, expiresAt }, { amount, balance }. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = ADMIN_PAGE_SIZE_MAX;

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional());
/** 'yyyy-MM-dd' (a São Paulo calendar day, inclusive) or a full ISO date-time. */
const optionalDay = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
);

export const auditQuerySchema = z.object({
  action: optionalText,
  actorId: optionalText,
  targetType: optionalText,
  from: optionalDay,
  to: optionalDay,
  /** By date: newest first unless 'asc'. */
  dir: optionalParam(sortDirSchema),
  cursor: listCursorSchema,
});

/** Someone who acted in the log: the options of the author filter. */
export const auditActorSchema = z.object({ id: z.string(), username: z.string().nullable() });
export type AuditActor = z.infer<typeof auditActorSchema>;

/** GET /api/admin/audit: one page of AUDIT_PAGE_SIZE entries on a (created_at, id) keyset. */
export const auditListResponseSchema = pageInfoSchema.extend({
  entries: z.array(auditEntrySchema),
  /** Every distinct action stored, sorted: the options of the action filter. */
  actions: z.array(z.string()),
  /** Every distinct author stored, by name. */
  actors: z.array(auditActorSchema),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
