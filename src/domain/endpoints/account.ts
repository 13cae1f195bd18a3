import type { deleteAccountRequestSchema, messageResponseSchema } from '#domain/schemas/auth.ts';
import { endpoint } from './endpoint.ts';

export const accountEndpoints = {
  /** Anonymises the signed-in user's account (confirmed with the password); every session ends. */
  delete: endpoint<{ body: typeof deleteAccountRequestSchema; response: typeof messageResponseSchema }>()(
    'POST',
    '/api/account/delete',
  ),
};
