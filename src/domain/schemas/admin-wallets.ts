import { z } from 'zod';
import { CREDITS_INVALID_AMOUNT } from '#domain/messages/wallet.ts';
import {
  listCursorSchema,
  listLimitSchema,
  optionalParam,
  pageInfoSchema,
  sortDirSchema,
} from './admin-lists.ts';
import { ledgerEntryTypeSchema } from './wallet.ts';

/** GET /api/admin/yodcoins/access: which message the YodCoins page shows. */
export const yodcoinsAccessSchema = z.object({
  isAdmin: z.boolean(),
  isMaster: z.boolean(),
  /** The one address allowed to manage YodCoins (MASTER_ADMIN_EMAIL). */
  masterEmail: z.string(),
});
export type YodcoinsAccess = z.infer<typeof yodcoinsAccessSchema>;

export const walletUserParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) });

export const adminWalletSchema = z.object({
  userId: z.string(),
  balance: z.number().int().nonnegative(),
  dailyClaimedAt: z.string().nullable(),
});
export type AdminWallet = z.infer<typeof adminWalletSchema>;
export const adminWalletResponseSchema = z.object({ wallet: adminWalletSchema });

export const adminTransactionSchema = z.object({
  id: z.number().int(),
  type: ledgerEntryTypeSchema,
  amount: z.number().int(),
  description: z.string().nullable(),
  createdAt: z.string(),
  battleEventId: z.string().nullable(),
  battleTitle: z.string().nullable(),
  /** Who made an admin_add / admin_remove. */
  actorUsername: z.string().nullable(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
/** GET /api/admin/wallets/:userId/transactions: by date, newest first unless `dir=asc`. */
export const adminTransactionListQuerySchema = z.object({
  dir: optionalParam(sortDirSchema),
  cursor: listCursorSchema,
  limit: listLimitSchema,
});

/** One page of the ledger. */
export const adminTransactionListResponseSchema = pageInfoSchema.extend({
  transactions: z.array(adminTransactionSchema),
});
export type AdminTransactionListResponse = z.infer<typeof adminTransactionListResponseSchema>;

export const adjustWalletRequestSchema = z.object({
  amount: z
    .number(CREDITS_INVALID_AMOUNT.message)
    .int(CREDITS_INVALID_AMOUNT.message)
    .refine((n) => n !== 0 && Number.isSafeInteger(n), CREDITS_INVALID_AMOUNT.message),
  /** Blank or absent → defaultAdjustmentDescription(amount). */
  description: z.string().trim().max(200).optional(),
});
export type AdjustWalletRequest = z.infer<typeof adjustWalletRequestSchema>;

export const adjustWalletResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  transaction: adminTransactionSchema,
});
export type AdjustWalletResponse = z.infer<typeof adjustWalletResponseSchema>;

export const setupAdminResultSchema = z.object({
  email: z.string(),
  status: z.enum(['Configurado', 'Erro']),
  reason: z.string().optional(),
});
export type SetupAdminResult = z.infer<typeof setupAdminResultSchema>;

/** 'Configuração de administradores concluída (configured de total configurados)'. */
export const setupAdminsResponseSchema = z.object({
  results: z.array(setupAdminResultSchema),
  configured: z.number().int(),
  total: z.number().int(),
});
export type SetupAdminsResponse = z.infer<typeof setupAdminsResponseSchema>;
