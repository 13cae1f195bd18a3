import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustCreditsRequestSchema,
  adjustCreditsResponseSchema,
  adminTransactionListQuerySchema,
  adminTransactionListResponseSchema,
  adminWalletResponseSchema,
  setupAdminsResponseSchema,
  walletUserParamsSchema,
  yodcoinsAccessSchema,
} from '#domain/schemas/admin-wallets.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { adjustCredits, getTransactions, getWallet, setupAdmins, yodcoinsAccess } from './service.ts';

const tags = ['admin-yodcoins'];

/** The YodCoins page's own refusals rather than the generic FORBIDDEN. */
const masterOnly = {
  access: 'master',
  forbidden: { notAdmin: 'CREDITS_FORBIDDEN_NOT_ADMIN', notMaster: 'CREDITS_FORBIDDEN_NOT_MASTER' },
} as const;

export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/admin/yodcoins/access',
    { config: { access: 'staff' }, schema: { tags, response: { 200: yodcoinsAccessSchema } } },
    async (request) => yodcoinsAccess(deps, requireViewer(request)),
  );

  app.get(
    '/api/admin/wallets/:userId',
    {
      config: masterOnly,
      schema: { tags, params: walletUserParamsSchema, response: { 200: adminWalletResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { wallet: await getWallet(deps, request.params.userId) };
    },
  );

  app.get(
    '/api/admin/wallets/:userId/transactions',
    {
      config: masterOnly,
      schema: {
        tags,
        params: walletUserParamsSchema,
        querystring: adminTransactionListQuerySchema,
        response: { 200: adminTransactionListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTransactions(deps, request.params.userId, request.query);
    },
  );

  app.post(
    '/api/admin/wallets/:userId/adjust',
    {
      config: masterOnly,
      schema: {
        tags,
        params: walletUserParamsSchema,
        body: adjustCreditsRequestSchema,
        response: { 200: adjustCreditsResponseSchema },
      },
    },
    async (request) => adjustCredits(deps, requireViewer(request), request.params.userId, request.body),
  );

  app.post(
    '/api/admin/setup-admins',
    { config: { access: 'admin' }, schema: { tags, response: { 200: setupAdminsResponseSchema } } },
    async (request) => setupAdmins(deps, requireViewer(request)),
  );
};
