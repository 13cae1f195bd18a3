import type {
  addModeratorRequestSchema,
  addModeratorResponseSchema,
  moderatorListResponseSchema,
  moderatorParamsSchema,
} from '#domain/schemas/admin-users.ts';
import { endpoint } from './endpoint.ts';

export const adminModeratorEndpoints = {
  /** Admin: the users holding the moderator role. */
  list: endpoint<{ response: typeof moderatorListResponseSchema }>()('GET', '/api/admin/moderators'),
  /** Admin: grants the role to an existing account, by e-mail. */
  add: endpoint<{ body: typeof addModeratorRequestSchema; response: typeof addModeratorResponseSchema }>()(
    'POST',
    '/api/admin/moderators',
    201,
  ),
  /** Admin: back to a plain user. */
  remove: endpoint<{ params: typeof moderatorParamsSchema }>()(
    'DELETE',
    '/api/admin/moderators/:userId',
    204,
  ),
};
