import { z } from 'zod';

/**
 * An altcha v2 proof-of-work challenge as the browser receives it (the shape altcha-lib's
 * createChallenge returns): the guest vote asks for one, and a login from an unfamiliar network
 * on an account under attack is answered with one (docs/decisions/0017-accounts-under-attack.md).
 */
export const proofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallengeSchema>;

/** The solved payload a request carries: base64 of JSON `{ challenge, solution: { counter, derivedKey } }`. */
export const proofOfWorkPayloadSchema = z.string().max(4000);
