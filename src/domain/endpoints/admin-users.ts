import type { userSearchQuerySchema, userSearchResponseSchema } from '#domain/schemas/admin-battles.ts';
import type { lookalikeGroupsResponseSchema } from '#domain/schemas/admin-lookalikes.ts';
import type {
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
import { endpoint } from './endpoint.ts';

export const adminUserEndpoints = {
  /** Admin: one page of users, filtered and sorted on the server. */
  list: endpoint<{ query: typeof adminUserListQuerySchema; response: typeof adminUserListResponseSchema }>()(
    'GET',
    '/api/admin/users',
  ),
  /** Admin: the users page's stats cards. */
  stats: endpoint<{ response: typeof adminUserStatsSchema }>()('GET', '/api/admin/users/stats'),
  /** Staff (the battles page's participant picker uses it): at most 10 users matching `q`. */
  search: endpoint<{ query: typeof userSearchQuerySchema; response: typeof userSearchResponseSchema }>()(
    'GET',
    '/api/admin/users/search',
  ),
  /** Admin: fighter names that look alike, reported, never renamed. */
  lookalikes: endpoint<{ response: typeof lookalikeGroupsResponseSchema }>()(
    'GET',
    '/api/admin/users/lookalikes',
  ),
  /** Admin: one role replaces the old one. */
  updateRole: endpoint<{
    params: typeof adminUserParamsSchema;
    body: typeof updateRoleRequestSchema;
    response: typeof updateRoleResponseSchema;
  }>()('PUT', '/api/admin/users/:id/role'),
  /**
   * Admin: a ban for whole hours, or permanent (null hours); `disqualify` takes the user out of the
   * running battles (default: only a permanent ban does).
   */
  ban: endpoint<{
    params: typeof adminUserParamsSchema;
    body: typeof banUserRequestSchema;
    response: typeof banUserResponseSchema;
  }>()('POST', '/api/admin/users/:id/ban'),
  /** Admin: the battles and votes a disqualifying ban would take (the ban dialog states them). */
  banStakes: endpoint<{ params: typeof adminUserParamsSchema; response: typeof banStakesResponseSchema }>()(
    'GET',
    '/api/admin/users/:id/ban-stakes',
  ),
  /** Admin: lifts a ban, with an optional reason; puts the user back in the battles it took them out of. */
  unban: endpoint<{
    params: typeof adminUserParamsSchema;
    body: typeof unbanUserBodySchema;
    response: typeof unbanUserResponseSchema;
  }>()('POST', '/api/admin/users/:id/unban'),
  /** Admin: deletes the account (a permanent ban 'Account deleted by admin'). */
  remove: endpoint<{ params: typeof adminUserParamsSchema; response: typeof userActionResponseSchema }>()(
    'DELETE',
    '/api/admin/users/:id',
  ),
};
