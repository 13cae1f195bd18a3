import { z } from 'zod';
import { identifierSchema } from './battles.ts';
import { type ProofOfWorkChallenge, proofOfWorkChallengeSchema } from './proof-of-work.ts';

export const voteRequestSchema = z.object({ participantUserId: identifierSchema });

export const voteResponseSchema = z.object({
  /** The voter's balance after the debit. */
  balance: z.number().int().nonnegative(),
  participantUserId: z.string(),
  /** The participant's total after this vote (fans, guests and admin votes). */
  votesCount: z.number().int().nonnegative(),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

/** The proof-of-work challenge the browser solves before a guest vote. */
export const guestVoteChallengeSchema = proofOfWorkChallengeSchema;
export type GuestVoteChallenge = ProofOfWorkChallenge;

export const guestVoteRequestSchema = z.object({
  participantUserId: identifierSchema,
  /** The altcha v2 payload: base64 of JSON `{ challenge: {parameters, signature}, solution: {counter, derivedKey} }`. */
  altcha: z.string().max(4000).optional(),
});

export const guestVoteResponseSchema = z.object({
  participantUserId: z.string(),
  votesCount: z.number().int().nonnegative(),
});
export type GuestVoteResponse = z.infer<typeof guestVoteResponseSchema>;

/**
 * GET /api/battles/:id/guest-vote: whether this visitor's network may still cast a guest vote, asked
 * before solving a proof of work. The limit counts the network's guest votes in every battle.
 */
export const guestVoteStatusSchema = z.object({
  /** A guest vote from here would be taken now (false for a signed-in visitor, or when disabled). */
  available: z.boolean(),
  /** When the network's guest vote comes back (ISO time), or null when available or disabled. */
  availableAt: z.string().nullable(),
  /** Fighters (user ids) of this battle that this network gave its guest vote in the window. */
  votedParticipantUserIds: z.array(z.string()),
});
export type GuestVoteStatus = z.infer<typeof guestVoteStatusSchema>;
