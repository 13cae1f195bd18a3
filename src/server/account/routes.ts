import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints } from '#domain/endpoints/account.ts';
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccountRequestSchema,
  messageResponseSchema,
} from '#domain/schemas/auth.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { requestNetwork } from '#server/http/client-network.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { deleteOwnAccount } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    accountEndpoints.delete,
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], body: deleteAccountRequestSchema, response: messageResponseSchema },
    },
    async (request) => {
      await deleteOwnAccount(
        deps,
        requireViewer(request),
        request.body.password,
        requestNetwork(deps.config, request),
      );
      return { ok: true as const, message: ACCOUNT_DELETED_MESSAGE };
    },
  );
};
