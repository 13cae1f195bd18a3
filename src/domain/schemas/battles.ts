import { z } from 'zod';
import { battleStatuses } from '#domain/battles/battle-status.ts';
import { BATTLE_SEARCH_MAX, battleTabs } from '#domain/battles/battle-tabs.ts';

export const battleStatusSchema = z.enum(battleStatuses);
export const prizeTypeSchema = z.enum(['PIX', 'ITEM', 'GIFT_CARD']);
export type PrizeType = z.infer<typeof prizeTypeSchema>;

export const battleListFilterSchema = z.enum(['all', 'my_battles']);
export type BattleListFilter = z.infer<typeof battleListFilterSchema>;

/** Arena page size when `limit` is absent, and the most one page may hold (a larger limit is capped). */
export const BATTLE_PAGE_SIZE = 24;
export const BATTLE_PAGE_MAX = 50;

/**
 * The arena's status tab (battle-tabs.ts; absent: every public battle). Each tab holds the battles
 * whose derived display status (battle-status.ts deriveDisplayStatus) at the time of the request is:
 * - `open` ('Abertas'): waiting — stored waiting, or stored scheduled whose start has passed, below
 *   its maximum of participants and before its end;
 * - `running` ('Em andamento'): ready or active — stored ready/active, or a waiting (or started
 *   scheduled) battle that is full, before its end;
 * - `scheduled` ('Agendadas'): stored scheduled whose start is ahead or not set;
 * - `finished` ('Finalizadas'): stored finished, or any running or started scheduled battle whose
 *   end has passed.
 * Pending battles are in none. So a card's `displayStatus` always maps to its tab (battleTabOf).
 */
export const battleTabSchema = z.enum(battleTabs);

export const battleListQuerySchema = z.object({
  filter: battleListFilterSchema.optional(),
  tab: battleTabSchema.optional(),
  /**
   * Case-insensitive substring of the battle's title or of a fighter's name; blank means no search.
   * Search results are never kept in the public read cache (see battles/routes.ts).
   */
  q: z
    .string()
    .trim()
    .max(BATTLE_SEARCH_MAX)
    .regex(/^[^\p{Cc}]*$/u, 'Busca inválida')
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Opaque: the `nextCursor` of the previous page. Absent for the first (newest) page. */
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, BATTLE_PAGE_MAX))
    .optional(),
});
export type BattleListQuery = z.infer<typeof battleListQuerySchema>;

/** An id, slug or user id in a path or body: printable text only (Postgres refuses NUL bytes). */
export const identifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u, 'Identificador inválido');

/** `:idOrSlug` of GET /api/battles/:idOrSlug; `:id` of the write routes (id or slug, exact match). */
export const battleIdentifierParamsSchema = z.object({ idOrSlug: identifierSchema });
export const battleIdParamsSchema = z.object({ id: identifierSchema });

export const prizeSchema = z.object({
  amount: z.number().nonnegative(),
  type: prizeTypeSchema,
  description: z.string().nullable(),
  /** When the prize was marked paid (the public 'Prêmio pago em dd/mm'); null until then. */
  paidAt: z.string().nullable(),
});

export const participantsCountSchema = z.object({
  current: z.number().int().nonnegative(),
  /** max_participants, or 50 when the battle has no maximum. */
  required: z.number().int().positive(),
});

/** One battle in the arena list. `status` is stored; `displayStatus` is what the viewer should see now. */
export const battleCardSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: battleStatusSchema,
  displayStatus: battleStatusSchema,
  prize: prizeSchema,
  startTime: z.string().nullable(),
  endTime: z.string(),
  participantsCount: participantsCountSchema,
  maxParticipants: z.number().int().nullable(),
  createdAt: z.string(),
  isCurrentUserParticipant: z.boolean(),
  adBannerUrl: z.string().nullable(),
  adBannerLinkUrl: z.string().nullable(),
});
export type BattleCard = z.infer<typeof battleCardSchema>;

/** One of the fighters a battle card shows (up to 3: the most voted, earlier joiners first on ties). */
export const battleLeaderSchema = z.object({
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  votesCount: z.number().int().nonnegative(),
  /**
   * Holds the battle's top count, above zero (docs/decisions/0002-tie-rule.md): tied fighters are
   * all leaders, and no votes means no leader. On a finished battle the leaders are its winners.
   */
  isLeader: z.boolean(),
});
export type BattleLeader = z.infer<typeof battleLeaderSchema>;

/** A card of the arena list: the card plus who is fighting. */
export const battleListItemSchema = battleCardSchema.extend({
  /** Up to 3 fighters by votes descending, then by join time (as on the battle page). */
  leaders: z.array(battleLeaderSchema),
});
export type BattleListItem = z.infer<typeof battleListItemSchema>;

/** One page of the arena, newest first; `nextCursor` fetches the next page, null after the last. */
export const battleListResponseSchema = z.object({
  battles: z.array(battleListItemSchema),
  nextCursor: z.string().nullable(),
});
export type BattleListResponse = z.infer<typeof battleListResponseSchema>;

export const battleParticipantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  votesCount: z.number().int().nonnegative(),
  joinedAt: z.string(),
  /** True only on a finished battle, for every participant holding the top count (tie rule). */
  isWinner: z.boolean(),
});
export type BattleParticipant = z.infer<typeof battleParticipantSchema>;

export const battleSponsorSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logos: z.array(z.string()),
});
export type BattleSponsor = z.infer<typeof battleSponsorSchema>;

export const battleViewerSchema = z.object({
  isParticipant: z.boolean(),
  /** The signed-in viewer was disqualified from this battle: they cannot join it again. */
  isDisqualified: z.boolean(),
  /** The viewer's own user id when they take part, so the page can mark 'Este é você'. */
  selfParticipantUserId: z.string().nullable(),
  /** Participants (user ids) the signed-in viewer already voted for in this battle ('Você já votou'). */
  votedParticipantUserIds: z.array(z.string()),
  /** The signed-in viewer's YodCoins left to vote with; null for a visitor. */
  balance: z.number().int().nonnegative().nullable(),
  /**
   * When the signed-in viewer may vote again (ISO time; the 5 s gap between votes), or null when
   * they may now (and always for a visitor): the vote buttons count down to it.
   */
  nextVoteAt: z.string().nullable(),
});

export const battleDetailSchema = battleCardSchema.extend({
  /** Ordered by votes descending, then by join time. */
  participants: z.array(battleParticipantSchema),
  sponsors: z.array(battleSponsorSchema),
  /** User ids of the winners; empty unless the battle is finished with at least one vote. */
  winners: z.array(z.string()),
  viewer: battleViewerSchema,
});
export type BattleDetail = z.infer<typeof battleDetailSchema>;

export const battleDetailResponseSchema = z.object({ battle: battleDetailSchema });
export type BattleDetailResponse = z.infer<typeof battleDetailResponseSchema>;

export const joinBattleResponseSchema = z.object({
  battle: battleCardSchema,
  message: z.string(),
});

/** 'Sair da batalha': the card without the viewer (count and seats freed). */
export const leaveBattleResponseSchema = z.object({
  battle: battleCardSchema,
  message: z.string(),
});

/** One Server-Sent Event's data on /api/battles/live and /api/battles/:id/live. */
export const battleUpdateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('votes'),
    battleId: z.string(),
    participantUserId: z.string(),
    votesCount: z.number().int(),
  }),
  z.object({
    type: z.literal('participants'),
    battleId: z.string(),
    participantsCount: z.number().int(),
    status: z.string(),
  }),
  z.object({ type: z.literal('status'), battleId: z.string(), status: z.string() }),
  /**
   * Every fighter's exact total in a battle, published by the one live publisher each tick the
   * battle had votes (realtime/coalescer.ts). Full, so a lost message is repaired by the next;
   * `seq` only grows, so an older snapshot arriving late is ignored.
   */
  z.object({
    type: z.literal('totals'),
    battleId: z.string(),
    seq: z.number().int(),
    totals: z.array(z.object({ participantUserId: z.string(), votesCount: z.number().int() })),
  }),
  /** Votes voided by the vote review: the total went down, which a 'votes' update never does. */
  z.object({
    type: z.literal('votes_voided'),
    battleId: z.string(),
    participantUserId: z.string(),
    votesCount: z.number().int(),
  }),
]);
export type BattleUpdateEvent = z.infer<typeof battleUpdateSchema>;
