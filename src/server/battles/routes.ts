import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { battleEndpoints } from '#domain/endpoints/battles.ts';
import { fillPath } from '#domain/endpoints/endpoint.ts';
import {
  battleDetailResponseSchema,
  battleIdentifierParamsSchema,
  battleIdParamsSchema,
  battleListQuerySchema,
  battleListResponseSchema,
  joinBattleResponseSchema,
  leaveBattleResponseSchema,
} from '#domain/schemas/battles.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { publicCacheOnSend } from '#server/http/public-cache.ts';
import { cachedPublicRead } from '#server/http/read-cache-hooks.ts';
import { leaveBattle } from './leave.ts';
import { BattleMovedError, getBattleDetail, joinBattle, listBattles } from './service.ts';

const tags = ['battles'];

export const battlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Only each tab's first page is kept: it is what every visitor opens; later pages are rarer, and
  // a search is one visitor's own text (as many keys as there are searches, each pushing a useful
  // entry out). The query is the validated one here: a blank `q` is no search.
  const cachedList = cachedPublicRead({
    tag: { kind: 'list' },
    cacheable: (request) => {
      const query = request.query as { cursor?: string; q?: string };
      return query.cursor === undefined && query.q === undefined;
    },
  });
  const cachedDetail = cachedPublicRead({});

  endpointRoute(
    app,
    battleEndpoints.list,
    {
      config: { access: 'public' },
      onSend: publicCacheOnSend,
      schema: { tags, querystring: battleListQuerySchema, response: battleListResponseSchema },
    },
    async (request, reply) =>
      cachedList(request, reply, async () => ({
        payload: await listBattles(deps, request.viewer, {
          filter: request.query.filter ?? 'all',
          tab: request.query.tab,
          search: request.query.q,
          cursor: request.query.cursor,
          limit: request.query.limit,
        }),
      })),
  );

  endpointRoute(
    app,
    battleEndpoints.detail,
    {
      config: { access: 'public', viewerBattleParam: 'idOrSlug' },
      onSend: publicCacheOnSend,
      schema: { tags, params: battleIdentifierParamsSchema, response: battleDetailResponseSchema },
    },
    async (request, reply) => {
      try {
        return await cachedDetail(request, reply, async () => {
          const battle = await getBattleDetail(deps, request.viewer, request.params.idOrSlug);
          return { payload: { battle }, tag: { kind: 'battle', battleId: battle.id, slug: battle.slug } };
        });
      } catch (err) {
        if (!(err instanceof BattleMovedError)) throw err;
        // A short cache life: a battle renamed back must not meet a browser's remembered redirect.
        const query = request.url.indexOf('?');
        const moved = fillPath(battleEndpoints.detail.path, { idOrSlug: err.current });
        return reply
          .header('cache-control', 'public, max-age=2')
          .redirect(`${moved}${query === -1 ? '' : request.url.slice(query)}`, 301);
      }
    },
  );

  endpointRoute(
    app,
    battleEndpoints.join,
    {
      // Public and allowBanned so guests and banned users get the join's own titles and texts.
      config: { access: 'public', allowBanned: true, battleWrite: true },
      schema: { tags, params: battleIdParamsSchema, response: joinBattleResponseSchema },
    },
    async (request) => ({
      battle: await joinBattle(deps, request.viewer, request.params.id),
      message: 'Inscrição realizada!',
    }),
  );

  endpointRoute(
    app,
    battleEndpoints.leave,
    {
      config: { access: 'public', allowBanned: true, battleWrite: true },
      schema: { tags, params: battleIdParamsSchema, response: leaveBattleResponseSchema },
    },
    async (request) => ({
      battle: await leaveBattle(deps, request.viewer, request.params.id),
      message: 'Você saiu da batalha.',
    }),
  );
};
