import type {
  adjustWalletRequestSchema,
  adjustWalletResponseSchema,
  adminTransactionListQuerySchema,
  adminTransactionListResponseSchema,
  adminWalletResponseSchema,
  setupAdminsResponseSchema,
  walletUserParamsSchema,
  yodcoinsAccessSchema,
} from '#domain/schemas/admin-wallets.ts';
import { endpoint } from './endpoint.ts';

export const adminWalletEndpoints = {
  /** Staff: which message the YodCoins page shows (whether the caller is the master). */
  yodcoinsAccess: endpoint<{ response: typeof yodcoinsAccessSchema }>()('GET', '/api/admin/yodcoins/access'),
  /** Master: one user's balance. */
  get: endpoint<{ params: typeof walletUserParamsSchema; response: typeof adminWalletResponseSchema }>()(
    'GET',
    '/api/admin/wallets/:userId',
  ),
  /** Master: one user's ledger, newest first unless `dir=asc`, a page at a time. */
  transactions: endpoint<{
    params: typeof walletUserParamsSchema;
    query: typeof adminTransactionListQuerySchema;
    response: typeof adminTransactionListResponseSchema;
  }>()('GET', '/api/admin/wallets/:userId/transactions'),
  /** Master: adds or removes YodCoins (a signed, non-zero whole amount). */
  adjust: endpoint<{
    params: typeof walletUserParamsSchema;
    body: typeof adjustWalletRequestSchema;
    response: typeof adjustWalletResponseSchema;
  }>()('POST', '/api/admin/wallets/:userId/adjust'),
  /** Admin: grants admin to the configured addresses only. */
  setupAdmins: endpoint<{ response: typeof setupAdminsResponseSchema }>()('POST', '/api/admin/setup-admins'),
};
