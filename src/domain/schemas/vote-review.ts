import { z } from 'zod';

/** Where a vote came from: a fan's YodCoin, a visitor's free vote, or the master admin. */
export const voteSources = ['fan', 'guest', 'admin'] as const;
export const voteSourceSchema = z.enum(voteSources);
export type VoteSource = z.infer<typeof voteSourceSchema>;

export const VOTE_SOURCE_LABELS: Record<VoteSource, string> = {
  fan: 'fã',
  guest: 'visitante',
  admin: 'admin',
};

/** The suspicious-burst rules (docs/decisions/0011-vote-review.md), per fighter per 10-minute window. */
export const voteFlagKinds = ['new_accounts', 'guest_network', 'signup_network'] as const;
export const voteFlagKindSchema = z.enum(voteFlagKinds);
export type VoteFlagKind = z.infer<typeof voteFlagKindSchema>;

export const VOTE_FLAG_LABELS: Record<VoteFlagKind, string> = {
  new_accounts: 'Votos de contas com menos de 24 h',
  guest_network: 'Votos de visitantes da mesma rede (/48 ou /24)',
  signup_network: 'Contas criadas na mesma rede votando no mesmo lutador',
};

export const VOTE_FLAG_WINDOW_MS = 10 * 60 * 1000;

const isoDate = z.iso.datetime({ offset: true, message: 'Data inválida.' });
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** GET /api/admin/battles/:id/votes (and its CSV): filters, and the page after `cursor`. */
export const voteLogQuerySchema = z.object({
  participantUserId: optional(z.string().trim().min(1).max(200)),
  source: optional(voteSourceSchema),
  from: optional(isoDate),
  to: optional(isoDate),
  /** Only the votes behind one flag. */
  flagId: optional(z.coerce.number().int().positive()),
  cursor: optional(z.string().max(500)),
  limit: optional(z.coerce.number().int().min(1).max(200)),
});
export type VoteLogParams = z.output<typeof voteLogQuerySchema>;

export const voteLogEntrySchema = z.object({
  source: voteSourceSchema,
  id: z.number().int(),
  createdAt: z.string(),
  participantUserId: z.string(),
  participantUsername: z.string(),
  /** Fans: who voted; admins: which admin. Null for guests. */
  voterUserId: z.string().nullable(),
  voterUsername: z.string().nullable(),
  /** Fans: hours between the account's creation and the vote. */
  accountAgeHours: z.number().nullable(),
  emailVerified: z.boolean().nullable(),
  /** Guests: the keyed hash of the network bucket (never the address). */
  networkHash: z.string().nullable(),
  voided: z.object({ at: z.string(), byUsername: z.string().nullable(), reason: z.string() }).nullable(),
  flagIds: z.array(z.number().int()),
});
export type VoteLogEntry = z.infer<typeof voteLogEntrySchema>;

export const voteFlagSchema = z.object({
  id: z.number().int(),
  kind: voteFlagKindSchema,
  participantUserId: z.string(),
  participantUsername: z.string(),
  windowStart: z.string(),
  /** Votes (or accounts, for signup_network) in the window when it was flagged. */
  votesCount: z.number().int(),
  /** The first characters of the hashed network, for network kinds. */
  network: z.string().nullable(),
  review: z.enum(['voided', 'dismissed']).nullable(),
  reviewedAt: z.string().nullable(),
});
export type VoteFlag = z.infer<typeof voteFlagSchema>;

export const voteLogResponseSchema = z.object({
  battle: z.object({ id: z.string(), title: z.string(), slug: z.string().nullable() }),
  /** The fighter filter's options; a disqualified fighter is marked. */
  participants: z.array(z.object({ userId: z.string(), username: z.string(), disqualified: z.boolean() })),
  votes: z.array(voteLogEntrySchema),
  nextCursor: z.string().nullable(),
  /** Every flag of the battle, open ones first. */
  flags: z.array(voteFlagSchema),
});
export type VoteLogResponse = z.infer<typeof voteLogResponseSchema>;

const reasonSchema = z
  .string('Informe o motivo.')
  .trim()
  .min(3, 'Informe o motivo (pelo menos 3 caracteres).')
  .max(500, 'O motivo pode ter no máximo 500 caracteres.');

/** POST /api/admin/battles/:id/votes/void: some votes, or every open vote behind one flag. */
export const voidVotesRequestSchema = z
  .object({
    reason: reasonSchema,
    votes: z
      .array(z.object({ source: voteSourceSchema, id: z.number().int().positive() }))
      .max(500)
      .optional(),
    flagId: z.number().int().positive().optional(),
  })
  .refine((v) => (v.votes?.length ?? 0) > 0 || v.flagId !== undefined, {
    message: 'Escolha os votos ou o alerta a anular.',
    path: ['votes'],
  });
export type VoidVotesRequest = z.input<typeof voidVotesRequestSchema>;

export const voidVotesResponseSchema = z.object({
  voided: z.number().int(),
  /** YodCoins returned to fans. */
  refunded: z.number().int(),
  totals: z.array(z.object({ participantUserId: z.string(), votesCount: z.number().int() })),
});
export type VoidVotesResponse = z.infer<typeof voidVotesResponseSchema>;

export const voteFlagParamsSchema = z.object({
  id: z.string().min(1).max(200),
  flagId: z.coerce.number().int().positive(),
});

export const dismissFlagResponseSchema = z.object({ flag: voteFlagSchema });

const threshold = (label: string) =>
  z
    .number(`${label}: informe um número`)
    .int(`${label}: use um número inteiro`)
    .min(1, `${label}: mínimo 1`)
    .max(10000, `${label}: máximo 10000`);

/** The master admin's thresholds: more than this many in a 10-minute window raises a flag. */
export const voteFlagThresholdsSchema = z.object({
  flagNewAccountVotes: threshold('Votos de contas novas'),
  flagGuestNetworkVotes: threshold('Votos de visitantes por rede'),
  flagSignupNetworkAccounts: threshold('Contas novas por rede'),
});
