import type { adminSettingsSchema, updateSettingsRequestSchema } from '#domain/schemas/admin-settings.ts';
import { endpoint } from './endpoint.ts';

export const adminSettingsEndpoints = {
  /** Master: the amounts and the vote-review thresholds. */
  get: endpoint<{ response: typeof adminSettingsSchema }>()('GET', '/api/admin/settings'),
  /** Master: changes them; answers the settings as saved. */
  update: endpoint<{ body: typeof updateSettingsRequestSchema; response: typeof adminSettingsSchema }>()(
    'PUT',
    '/api/admin/settings',
  ),
};
