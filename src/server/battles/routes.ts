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
import { cachedPublicRead, tagReadCache } from '../http/read-cache-hooks.ts';
import { getBattleDetail, joinBattle, listBattles } from './service.ts';

export const battlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Only the arena's first page is kept: it is what every visitor opens; later pages are rarer.
  const listCache = cachedPublicRead({
    tag: { kind: 'list' },
    cacheable: (request) => (request.query as { cursor?: string }).cursor === undefined,
  });
  const detailCache = cachedPublicRead({});

  app.get(
    '/api/battles',
    {
      config: { access: 'public' },
      preHandler: listCache.preHandler,
      onSend: [listCache.onSend, publicCacheOnSend],
      schema: {
        tags: ['battles'],
        querystring: battleListQuerySchema,
        response: { 200: battleListResponseSchema },
      },
    },
    async (request) =>
      listBattles(deps, request.viewer, {
        filter: request.query.filter ?? 'all',
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );

  app.get(
    '/api/battles/:idOrSlug',
    {
      config: { access: 'public' },
      preHandler: detailCache.preHandler,
      onSend: [detailCache.onSend, publicCacheOnSend],
      schema: {
        tags: ['battles'],
        params: battleIdentifierParamsSchema,
        response: { 200: battleDetailResponseSchema },
      },
    },
    async (request) => {
      const battle = await getBattleDetail(deps, request.viewer, request.params.idOrSlug);
      tagReadCache(request, { kind: 'battle', battleId: battle.id, slug: battle.slug });
      return { battle };
    },
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
