import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletEndpoints } from '#domain/endpoints/wallet.ts';
import { walletResponseSchema } from '#domain/schemas/wallet.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { getWallet } from './service.ts';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    walletEndpoints.get,
    { config: { access: 'user' }, schema: { tags: ['wallet'], response: walletResponseSchema } },
    async (request) => getWallet(app.deps, requireViewer(request).id),
  );
};
