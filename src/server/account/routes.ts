import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccountRequestSchema,
  registerResponseSchema as messageResponseSchema,
} from '#domain/schemas/auth.ts';
import { requireViewer } from '../auth/guard.ts';
import { requestNetwork } from '../http/client-network.ts';
import { deleteOwnAccount } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/account/delete',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } },
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
