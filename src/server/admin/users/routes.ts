import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import { userSearchQuerySchema, userSearchResponseSchema } from '#domain/schemas/admin-battles.ts';
import { lookalikeGroupsResponseSchema } from '#domain/schemas/admin-lookalikes.ts';
import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserParamsSchema,
  adminUserStatsSchema,
  banStakesResponseSchema,
  banUserRequestSchema,
  banUserResponseSchema,
  unbanUserBodySchema,
  unbanUserResponseSchema,
  updateRoleRequestSchema,
  updateRoleResponseSchema,
  userActionResponseSchema,
} from '#domain/schemas/admin-users.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { banStakes } from './ban-stakes.ts';
import {
  banUser,
  deleteUserAccount,
  listLookalikeGroups,
  listUsers,
  searchUsers,
  unbanUser,
  updateRole,
  usersStats,
} from './service.ts';

const tags = ['admin-users'];
const admin = { access: 'admin' } as const;

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    adminUserEndpoints.list,
    {
      config: admin,
      schema: { tags, querystring: adminUserListQuerySchema, response: adminUserListResponseSchema },
    },
    async (request) => listUsers(deps, request.query),
  );

  endpointRoute(
    app,
    adminUserEndpoints.stats,
    { config: admin, schema: { tags, response: adminUserStatsSchema } },
    async () => usersStats(deps),
  );

  // Staff: the add-participant picker of the battles page uses it too.
  endpointRoute(
    app,
    adminUserEndpoints.search,
    {
      config: { access: 'staff' },
      schema: { tags, querystring: userSearchQuerySchema, response: userSearchResponseSchema },
    },
    async (request) => ({ users: await searchUsers(deps, request.query.q, request.query.battleId) }),
  );

  endpointRoute(
    app,
    adminUserEndpoints.lookalikes,
    { config: admin, schema: { tags, response: lookalikeGroupsResponseSchema } },
    async () => listLookalikeGroups(deps),
  );

  endpointRoute(
    app,
    adminUserEndpoints.updateRole,
    {
      config: admin,
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: updateRoleRequestSchema,
        response: updateRoleResponseSchema,
      },
    },
    async (request) => updateRole(deps, requireViewer(request), request.params.id, request.body.role),
  );

  endpointRoute(
    app,
    adminUserEndpoints.ban,
    {
      config: admin,
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: banUserRequestSchema,
        response: banUserResponseSchema,
      },
    },
    async (request) => banUser(deps, requireViewer(request), request.params.id, request.body),
  );

  endpointRoute(
    app,
    adminUserEndpoints.banStakes,
    { config: admin, schema: { tags, params: adminUserParamsSchema, response: banStakesResponseSchema } },
    async (request) => banStakes(deps, request.params.id),
  );

  endpointRoute(
    app,
    adminUserEndpoints.unban,
    {
      config: admin,
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: unbanUserBodySchema,
        response: unbanUserResponseSchema,
      },
    },
    async (request) => {
      const restoredBattles = await unbanUser(
        deps,
        requireViewer(request),
        request.params.id,
        request.body?.reason,
      );
      return { userId: request.params.id, ok: true as const, restoredBattles };
    },
  );

  endpointRoute(
    app,
    adminUserEndpoints.remove,
    { config: admin, schema: { tags, params: adminUserParamsSchema, response: userActionResponseSchema } },
    async (request) => {
      await deleteUserAccount(deps, requireViewer(request), request.params.id);
      return { userId: request.params.id, ok: true as const };
    },
  );
};
