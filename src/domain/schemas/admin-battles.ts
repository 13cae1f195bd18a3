import { z } from 'zod';
import { battleEntries } from '#domain/battles/battle-entry.ts';
import { PAYOUT_VOID_REASON_REQUIRED } from '#domain/messages/admin.ts';
import { BATTLE_INVALID_DATES } from '#domain/messages/battles.ts';
import { PAYOUT_FAILURE_REASON_REQUIRED } from '#domain/messages/prize-money.ts';
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
import {
  battleParticipantSchema,
  battleSponsorSchema,
  battleStatusSchema,
  prizeTypeSchema,
} from './battles.ts';

/** http(s) URL, or a root-relative path of our own storage ('/uploads/…'). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || /^\/[^/\s]\S*$/.test(v), 'URL inválida');

export const linkUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) && URL.canParse(v), 'URL inválida');

/** Empty strings from form fields mean "none". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

const isoDateTime = z.iso.datetime({ offset: true, message: 'Data inválida' });

/** Reais with at most 2 decimals (the form's step 0.01). */
export const prizeAmountSchema = z
  .number({ message: 'Informe o valor do prêmio' })
  .min(0, 'O valor do prêmio não pode ser negativo')
  .max(9_999_999_999.99)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use no máximo 2 casas decimais');

export const sponsorInputSchema = z.object({
  name: z.string().trim().min(1, 'Nome do patrocinador é obrigatório').max(120),
  description: optionalText(1000),
  logos: z.array(imageUrlSchema).max(10).default([]),
});

export const MAX_PARTICIPANTS_REQUIRED = 'Informe o máximo de participantes';

/**
 * The admin form requires a maximum, at least 1. A blank input arrives as
 * null (an empty field sends null) and is refused here, with its own message, rather than
 * stored as 'no maximum'; rows stored without one (older data) keep showing infinity.
 */
const requiredMaxParticipants = z
  .number({ message: MAX_PARTICIPANTS_REQUIRED })
  .int('Use um número inteiro')
  .min(1, 'Mínimo de 1 participante')
  .max(100_000)
  .nullable()
  .transform((value, ctx) => {
    if (value !== null) return value;
    ctx.addIssue({ code: 'custom', message: MAX_PARTICIPANTS_REQUIRED });
    return z.NEVER;
  });

const battleFields = {
  title: z.string().trim().min(1, 'Título é obrigatório').max(200),
  description: optionalText(5000),
  prizeAmount: prizeAmountSchema,
  prizeType: prizeTypeSchema,
  prizeDescription: optionalText(500),
  startTime: isoDateTime,
  endTime: isoDateTime,
  /** Ignored (forced to 'scheduled') when startTime is in the future. Default 'waiting'. */
  status: battleStatusSchema,
  /** Required by the admin form; see requiredMaxParticipants. */
  maxParticipants: requiredMaxParticipants,
  adBannerUrl: z.preprocess(blankToNull, imageUrlSchema.nullable()),
  adBannerLinkUrl: z.preprocess(blankToNull, linkUrlSchema.nullable()),
  /** Replaces the battle's sponsors, in this order. */
  sponsors: z.array(sponsorInputSchema).max(20),
};

const endAfterStart = (v: { startTime?: string; endTime?: string }) =>
  !v.startTime || !v.endTime || Date.parse(v.endTime) > Date.parse(v.startTime);
const datesIssue = { message: BATTLE_INVALID_DATES.message, path: ['endTime'] };

/** POST /api/admin/battles. */
export const createBattleRequestSchema = z
  .object({
    ...battleFields,
    prizeAmount: battleFields.prizeAmount.default(0),
    prizeType: battleFields.prizeType.default('PIX'),
    status: battleFields.status.optional(),
    adBannerUrl: battleFields.adBannerUrl.optional(),
    adBannerLinkUrl: battleFields.adBannerLinkUrl.optional(),
    sponsors: battleFields.sponsors.default([]),
  })
  .refine(endAfterStart, datesIssue);
export type CreateBattleRequest = z.input<typeof createBattleRequestSchema>;

/**
 * PATCH /api/admin/battles/:id: any subset of the create fields. The server checks end > start on
 * the merged values; `sponsors`, when present, replaces the list.
 */
export const updateBattleRequestSchema = z
  .object({
    title: battleFields.title.optional(),
    description: battleFields.description,
    prizeAmount: battleFields.prizeAmount.optional(),
    prizeType: battleFields.prizeType.optional(),
    prizeDescription: battleFields.prizeDescription,
    startTime: battleFields.startTime.optional(),
    endTime: battleFields.endTime.optional(),
    status: battleFields.status.optional(),
    maxParticipants: battleFields.maxParticipants.optional(),
    adBannerUrl: battleFields.adBannerUrl.optional(),
    adBannerLinkUrl: battleFields.adBannerLinkUrl.optional(),
    sponsors: battleFields.sponsors.optional(),
    /**
     * The admin saw the new prize restated and confirmed it: required to change the prize's amount
     * or type while the battle runs (docs/product.md#prize-changes).
     */
    confirmPrizeChange: z.boolean().optional(),
    /**
     * The battle's `updatedAt` the form was showing: when the battle has changed since, the edit
     * is refused (409) rather than writing over what the admin never saw.
     */
    expectedUpdatedAt: isoDateTime.optional(),
  })
  .refine(endAfterStart, datesIssue);
export type UpdateBattleRequest = z.input<typeof updateBattleRequestSchema>;

export const adminBattleIdParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const adminParticipantParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  /** The battle_event_participants row id (uuid). */
  participantId: z.string().trim().min(1).max(200),
});

/** A winner's prize recorded as paid (docs/decisions/0035-prize-money-two-people.md). */
export const winnerPaidSchema = z.object({
  at: z.string(),
  byUsername: z.string().nullable(),
  /** The share sent, in reais. */
  amount: z.number(),
  note: z.string().nullable(),
  /** Only for admins: the PIX key it was sent to, as the profile held it then. */
  pixKey: z.string().nullable().optional(),
  /**
   * The battle was marked paid as a whole before payouts were recorded per winner: the date, the
   * payer and the note are the battle's, the key it went to was not recorded.
   */
  wholeBattle: z.boolean(),
});
export type WinnerPaid = z.infer<typeof winnerPaidSchema>;

/** A transfer to a winner that failed, recorded with its reason; the winner may be paid later. */
export const winnerFailureSchema = z.object({
  at: z.string(),
  byUsername: z.string().nullable(),
  reason: z.string(),
  /** Only for admins: the key the transfer was tried on. */
  pixKey: z.string().nullable().optional(),
});
export type WinnerFailure = z.infer<typeof winnerFailureSchema>;

export const adminWinnerSchema = z.object({
  userId: z.string(),
  username: z.string(),
  votesCount: z.number().int(),
  /** Equal split of the prize rounded down to the cent (tie rule). */
  prizeShare: z.number(),
  /** Only for admins; omitted for moderators. */
  pixKey: z.string().optional(),
  /** With pixKey: the key's kind, null when the stored key is no valid PIX key (flagged). */
  pixKeyType: pixKeyTypeSchema.nullable().optional(),
  /** This winner's prize paid, or null while it is not. */
  paid: winnerPaidSchema.nullable().default(null),
  /** Failed transfers to this winner since the last void, newest first. */
  failures: z.array(winnerFailureSchema).default([]),
});
export type AdminWinner = z.infer<typeof adminWinnerSchema>;

export const prizePaymentSchema = z.object({
  paidAt: z.string(),
  paidByUsername: z.string().nullable(),
  note: z.string().nullable(),
});

export const adminBattleSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: battleStatusSchema,
  /** What the status is right now (deriveDisplayStatus), for badges. */
  displayStatus: battleStatusSchema,
  prizeAmount: z.number(),
  prizeType: prizeTypeSchema,
  prizeDescription: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string(),
  maxParticipants: z.number().int().nullable(),
  participantsCount: z.number().int(),
  adBannerUrl: z.string().nullable(),
  adBannerLinkUrl: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sponsors: z.array(battleSponsorSchema),
  /** Null until an admin marks the prize paid. */
  prizePaid: prizePaymentSchema.nullable(),
  /** Only for a finished (display status) battle with votes; empty otherwise. */
  winners: z.array(adminWinnerSchema),
  /** Suspicious-burst flags of the vote review not reviewed yet (the card's badge). */
  openFlagsCount: z.number().int().nonnegative(),
  /** The prize was marked paid while flags were open (the admin confirmed it). */
  prizePaidWithOpenFlags: z.boolean(),
  /**
   * A winner's payment is recorded (or the whole battle marked paid): status, dates, prize,
   * participants and votes stay as they were paid until an admin voids the payout (decision 0016).
   */
  prizeLocked: z.boolean().default(false),
  /**
   * A finished battle whose prize some winner is still owed: the last São Paulo day of the Terms'
   * deadline ('yyyy-MM-dd', 7 business days after the end, domain/money/prize-deadline.ts) and whether it
   * has passed. Null otherwise.
   */
  payoutDue: z.object({ lastDay: z.string(), overdue: z.boolean() }).nullable().default(null),
  /** Who created the battle (the approval card names a moderator's battle). */
  createdByUsername: z.string().nullable().default(null),
});
export type AdminBattle = z.infer<typeof adminBattleSchema>;

/** The columns the battles list sorts by; `status` follows the lifecycle (pending first). */
export const adminBattleSortSchema = z.enum([
  'created',
  'title',
  'status',
  'start',
  'end',
  'participants',
  'prize',
]);
export type AdminBattleSort = z.infer<typeof adminBattleSortSchema>;

/** The direction a column sorts in when first chosen. */
export const adminBattleDefaultDir: Record<AdminBattleSort, SortDir> = {
  created: 'desc',
  title: 'asc',
  status: 'asc',
  start: 'desc',
  end: 'desc',
  participants: 'desc',
  prize: 'desc',
};

/**
 * GET /api/admin/battles. `q`: title or slug containing it (any case), or the exact id; `status`:
 * the status shown right now (displayStatus), not the stored one.
 */
export const adminBattleListQuerySchema = z.object({
  q: listTextSchema,
  status: optionalParam(battleStatusSchema),
  sort: optionalParam(adminBattleSortSchema),
  dir: optionalParam(sortDirSchema),
  cursor: listCursorSchema,
  limit: listLimitSchema,
});
export type AdminBattleListParams = z.output<typeof adminBattleListQuerySchema>;

export const adminBattleListResponseSchema = pageInfoSchema.extend({ battles: z.array(adminBattleSchema) });
export type AdminBattleListResponse = z.infer<typeof adminBattleListResponseSchema>;
export const adminBattleResponseSchema = z.object({ battle: adminBattleSchema });

export const fixSlugsResponseSchema = z.object({ updated: z.number().int().nonnegative() });

export const adminParticipantSchema = battleParticipantSchema.omit({ isWinner: true }).extend({
  /** The part of votesCount (fans + guests + admin) added by the master admin; `id` is the row id. */
  adminVotesCount: z.number().int(),
  isBanned: z.boolean(),
  /** Banned or deleted while the battle was open: out of the ranking ('Desclassificado'). */
  disqualified: z.boolean(),
  /** Admins cannot be banned: the panel offers no 'Banir' for them. */
  isAdmin: z.boolean(),
  /** A moderator or an admin: a moderator's panel ban never reaches them. */
  isStaff: z.boolean(),
  /** Added from the admin panel rather than joined by themselves: out of a moderator's panel ban. */
  addedByStaff: z.boolean(),
});
export type AdminParticipant = z.infer<typeof adminParticipantSchema>;

/** GET /api/admin/battles/:id/participants: `q` keeps the participants whose name contains it. */
export const adminParticipantListQuerySchema = z.object({
  q: listTextSchema,
  cursor: listCursorSchema,
  limit: listLimitSchema,
});
export type AdminParticipantListParams = z.output<typeof adminParticipantListQuerySchema>;

/** One page, ordered by votes descending, then join time. */
export const adminParticipantListResponseSchema = pageInfoSchema.extend({
  participants: z.array(adminParticipantSchema),
});
export type AdminParticipantListResponse = z.infer<typeof adminParticipantListResponseSchema>;

export const addParticipantRequestSchema = z.object({ userId: z.string().trim().min(1).max(200) });

/** success false (HTTP 200) with the reason: already in, full, user not found, user banned. */
export const addParticipantResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  participant: adminParticipantSchema.nullable(),
});
export type AddParticipantResponse = z.infer<typeof addParticipantResponseSchema>;

export const removeParticipantResponseSchema = z.object({ removed: z.union([z.literal(0), z.literal(1)]) });

/**
 * `banned` true: an admin's panel ban, a permanent ban from the platform (out of every running
 * battle). False: a moderator's, a disqualification from this battle only (its votes refunded).
 */
export const banParticipantResponseSchema = z.object({ userId: z.string(), banned: z.boolean() });
export type BanParticipantResponse = z.infer<typeof banParticipantResponseSchema>;

export const adminVoteResponseSchema = z.object({
  participantUserId: z.string(),
  votesCount: z.number().int(),
  adminVotesCount: z.number().int(),
});
export type AdminVoteResponse = z.infer<typeof adminVoteResponseSchema>;

/**
 * POST /api/admin/battles/:id/approve (admin): publishes a battle awaiting approval, as of the
 * version the admin saw restated (409 BATTLE_STALE_WRITE when it changed since).
 */
export const approveBattleRequestSchema = z.object({ expectedUpdatedAt: isoDateTime });

export const payoutOutcomes = ['paid', 'failed'] as const;

/**
 * POST /api/admin/battles/:id/payouts (admin): one winner's transfer, paid or failed, recorded on
 * its own (docs/decisions/0035-prize-money-two-people.md).
 */
export const recordPayoutRequestSchema = z
  .object({
    /** The winner. */
    userId: z.string().trim().min(1).max(200),
    outcome: z.enum(payoutOutcomes),
    /**
     * The PIX key the admin sent to, as the screen showed it (null for a prize that is not PIX): a
     * key the winner changed meanwhile is refused (409 PAYOUT_PIX_KEY_CHANGED), not recorded.
     */
    pixKey: z.string().max(300).nullable(),
    note: optionalText(500),
    /** Required when the transfer failed. */
    failureReason: optionalText(500),
    /** The admin saw that the vote review has unreviewed flags and pays anyway (recorded). */
    confirmOpenFlags: z.boolean().optional(),
  })
  .refine((v) => v.outcome !== 'failed' || Boolean(v.failureReason), {
    message: PAYOUT_FAILURE_REASON_REQUIRED.message,
    path: ['failureReason'],
  });
export type RecordPayoutRequest = z.input<typeof recordPayoutRequestSchema>;

/** POST /api/admin/battles/:id/payout/void (admin): clears the paid mark; the reason is required. */
export const payoutVoidRequestSchema = z.object({
  reason: z
    .string(PAYOUT_VOID_REASON_REQUIRED.message)
    .trim()
    .min(1, PAYOUT_VOID_REASON_REQUIRED.message)
    .max(500, 'Use no máximo 500 caracteres'),
});
export type PayoutVoidRequest = z.input<typeof payoutVoidRequestSchema>;

export const userSearchQuerySchema = z.object({
  q: z.string().max(200).default(''),
  /** When given, each result says whether the user takes part in that battle or was disqualified. */
  battleId: optionalParam(z.string().trim().min(1).max(200)),
});

export const userSearchResultSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  profilePictureUrl: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  createdAt: z.string(),
  battlesParticipatedCount: z.number().int(),
  /** Only with `battleId`: the user's entry in that battle (null: none, they may be added). */
  battleEntry: z.enum(battleEntries).nullable().optional(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** At most 10; an empty (blank) query returns []. */
export const userSearchResponseSchema = z.object({ users: z.array(userSearchResultSchema) });
