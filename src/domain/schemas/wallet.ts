import { z } from 'zod';

export const ledgerEntryTypeSchema = z.enum([
  'daily_grant',
  'vote_expense',
  'admin_add',
  'admin_remove',
  'vote_refund',
]);

export const walletTransactionSchema = z.object({
  id: z.number().int(),
  type: ledgerEntryTypeSchema,
  /** Signed: positive for grants and additions, negative for votes and removals. */
  amount: z.number().int(),
  description: z.string().nullable(),
  createdAt: z.string(),
  battleEventId: z.string().nullable(),
  battleTitle: z.string().nullable(),
});

export const walletResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  /** The daily-grant setting, so 'how to earn' states the real amount. */
  dailyYodcoins: z.number().int().nonnegative(),
  /** Newest first, at most 200. */
  transactions: z.array(walletTransactionSchema),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;
