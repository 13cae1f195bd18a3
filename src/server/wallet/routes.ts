import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletResponseSchema } from '#domain/schemas/wallet.ts';
import { requireViewer } from '../auth/guard.ts';
import { getWallet } from './service.ts';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wallet',
    {
      config: { access: 'user' },
      schema: { tags: ['wallet'], response: { 200: walletResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getWallet(app.deps, requireViewer(request).id);
    },
  );
};
