import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  battleDetailResponseSchema,
  battleIdentifierParamsSchema,
  battleIdParamsSchema,
  battleListQuerySchema,
  battleListResponseSchema,
  joinBattleResponseSchema,
} from '../../domain/schemas/battles.ts';
import { publicCacheOnSend } from '../http/public-cache.ts';
import { getBattleDetail, joinBattle, listBattles } from './service.ts';

export const battlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/battles',
    {
      config: { access: 'public' },
      onSend: publicCacheOnSend,
      schema: {
        tags: ['battles'],
        querystring: battleListQuerySchema,
        response: { 200: battleListResponseSchema },
      },
    },
    async (request) => ({
      battles: await listBattles(deps, request.viewer, request.query.filter ?? 'all'),
    }),
  );

  app.get(
    '/api/battles/:idOrSlug',
    {
      config: { access: 'public' },
      onSend: publicCacheOnSend,
      schema: {
        tags: ['battles'],
        params: battleIdentifierParamsSchema,
        response: { 200: battleDetailResponseSchema },
      },
    },
    async (request) => ({ battle: await getBattleDetail(deps, request.viewer, request.params.idOrSlug) }),
  );

  app.post(
    '/api/battles/:id/join',
    {
      // Public and allowBanned so guests and banned users get the join's own titles and texts.
      config: { access: 'public', allowBanned: true },
      schema: {
        tags: ['battles'],
        params: battleIdParamsSchema,
        response: { 201: joinBattleResponseSchema },
      },
    },
    async (request, reply) => {
      const battle = await joinBattle(deps, request.viewer, request.params.id);
      return reply.status(201).send({ battle, message: 'Inscrição realizada!' });
    },
  );
};
