import { z } from 'zod';
import { accountChanges } from '#domain/accounts/account-change.ts';

export { type AccountChange, accountChanges } from '#domain/accounts/account-change.ts';

/** One Server-Sent Event's data on a signed-in viewer's stream (battle streams and /api/me/live). */
export const accountEventSchema = z.object({
  type: z.literal('account'),
  change: z.enum(accountChanges),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;
