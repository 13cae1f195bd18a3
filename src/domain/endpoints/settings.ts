import type { publicSettingsSchema } from '#domain/schemas/settings.ts';
import { endpoint } from './endpoint.ts';

export const settingsEndpoints = {
  /** The settings the public texts quote (daily YodCoins, guest votes per day). */
  public: endpoint<{ response: typeof publicSettingsSchema }>()('GET', '/api/settings/public'),
};
