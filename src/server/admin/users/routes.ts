import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSearchQuerySchema, userSearchResponseSchema } from '#domain/schemas/admin-battles.ts';
import { lookalikeGroupsResponseSchema } from '#domain/schemas/admin-lookalikes.ts';
import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserParamsSchema,
  adminUserStatsSchema,
  banUserRequestSchema,
  banUserResponseSchema,
  unbanUserRequestSchema,
  updateRoleRequestSchema,
  updateRoleResponseSchema,
  userActionResponseSchema,
} from '#domain/schemas/admin-users.ts';
import { requireViewer } from '#server/auth/guard.ts';
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

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: adminUserListQuerySchema, response: { 200: adminUserListResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listUsers(deps, request.query);
    },
  );

  app.get(
    '/api/admin/users/stats',
    { config: { access: 'admin' }, schema: { tags, response: { 200: adminUserStatsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return usersStats(deps);
    },
  );

  // Staff: the add-participant picker of the battles page uses it too.
  app.get(
    '/api/admin/users/search',
    {
      config: { access: 'staff' },
      schema: { tags, querystring: userSearchQuerySchema, response: { 200: userSearchResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { users: await searchUsers(deps, request.query.q, request.query.battleId) };
    },
  );

  app.get(
    '/api/admin/users/lookalikes',
    { config: { access: 'admin' }, schema: { tags, response: { 200: lookalikeGroupsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listLookalikeGroups(deps);
    },
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: updateRoleRequestSchema,
        response: { 200: updateRoleResponseSchema },
      },
    },
    async (request) => updateRole(deps, requireViewer(request), request.params.id, request.body.role),
  );

  app.post(
    '/api/admin/users/:id/ban',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: banUserRequestSchema,
        response: { 200: banUserResponseSchema },
      },
    },
    async (request) => banUser(deps, requireViewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/users/:id/unban',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: unbanUserRequestSchema.nullish(),
        response: { 200: userActionResponseSchema },
      },
    },
    async (request) => {
      await unbanUser(deps, requireViewer(request), request.params.id, request.body?.reason);
      return { userId: request.params.id, ok: true as const };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: adminUserParamsSchema, response: { 200: userActionResponseSchema } },
    },
    async (request) => {
      await deleteUserAccount(deps, requireViewer(request), request.params.id);
      return { userId: request.params.id, ok: true as const };
    },
  );
};
