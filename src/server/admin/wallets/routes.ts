import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWalletEndpoints } from '#domain/endpoints/admin-wallets.ts';
import {
  adjustWalletRequestSchema,
  adjustWalletResponseSchema,
  adminTransactionListQuerySchema,
  adminTransactionListResponseSchema,
  adminWalletResponseSchema,
  setupAdminsResponseSchema,
  walletUserParamsSchema,
  yodcoinsAccessSchema,
} from '#domain/schemas/admin-wallets.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { adjustWallet, getTransactions, getWallet, setupAdmins, yodcoinsAccess } from './service.ts';

const tags = ['admin-yodcoins'];

/** The YodCoins page's own refusals rather than the generic FORBIDDEN. */
const masterOnly = {
  access: 'master',
  forbidden: { notAdmin: 'CREDITS_FORBIDDEN_NOT_ADMIN', notMaster: 'CREDITS_FORBIDDEN_NOT_MASTER' },
} as const;

export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    adminWalletEndpoints.yodcoinsAccess,
    { config: { access: 'staff' }, schema: { tags, response: yodcoinsAccessSchema } },
    async (request) => yodcoinsAccess(deps, requireViewer(request)),
  );

  endpointRoute(
    app,
    adminWalletEndpoints.get,
    {
      config: masterOnly,
      schema: { tags, params: walletUserParamsSchema, response: adminWalletResponseSchema },
    },
    async (request) => ({ wallet: await getWallet(deps, request.params.userId) }),
  );

  endpointRoute(
    app,
    adminWalletEndpoints.transactions,
    {
      config: masterOnly,
      schema: {
        tags,
        params: walletUserParamsSchema,
        querystring: adminTransactionListQuerySchema,
        response: adminTransactionListResponseSchema,
      },
    },
    async (request) => getTransactions(deps, request.params.userId, request.query),
  );

  endpointRoute(
    app,
    adminWalletEndpoints.adjust,
    {
      config: masterOnly,
      schema: {
        tags,
        params: walletUserParamsSchema,
        body: adjustWalletRequestSchema,
        response: adjustWalletResponseSchema,
      },
    },
    async (request) => adjustWallet(deps, requireViewer(request), request.params.userId, request.body),
  );

  endpointRoute(
    app,
    adminWalletEndpoints.setupAdmins,
    { config: { access: 'admin' }, schema: { tags, response: setupAdminsResponseSchema } },
    async (request) => setupAdmins(deps, requireViewer(request)),
  );
};
