import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminModeratorEndpoints } from '#domain/endpoints/admin-moderators.ts';
import {
  addModeratorRequestSchema,
  addModeratorResponseSchema,
  moderatorListResponseSchema,
  moderatorParamsSchema,
} from '#domain/schemas/admin-users.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { addModerator, listModerators, removeModerator } from './service.ts';

const tags = ['admin-moderators'];
const admin = { access: 'admin' } as const;

export const adminModeratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    adminModeratorEndpoints.list,
    { config: admin, schema: { tags, response: moderatorListResponseSchema } },
    async () => ({ moderators: await listModerators(deps) }),
  );

  endpointRoute(
    app,
    adminModeratorEndpoints.add,
    {
      config: admin,
      schema: { tags, body: addModeratorRequestSchema, response: addModeratorResponseSchema },
    },
    async (request) => ({ moderator: await addModerator(deps, requireViewer(request), request.body.email) }),
  );

  endpointRoute(
    app,
    adminModeratorEndpoints.remove,
    { config: admin, schema: { tags, params: moderatorParamsSchema } },
    async (request) => {
      await removeModerator(deps, requireViewer(request), request.params.userId);
      // A 204: no body.
      return undefined;
    },
  );
};
