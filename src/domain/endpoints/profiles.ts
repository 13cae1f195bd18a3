import type {
  ownProfileResponseSchema,
  profileUpdateSchema,
  publicProfileResponseSchema,
  recentProfilesResponseSchema,
  usernameParamsSchema,
} from '#domain/schemas/profiles.ts';
import { endpoint } from './endpoint.ts';

export const profileEndpoints = {
  /** The signed-in user's own profile: statistics, achievements, PIX key. */
  own: endpoint<{ response: typeof ownProfileResponseSchema }>()('GET', '/api/profile'),
  /** Edits the signed-in user's name, picture, Instagram and PIX key. */
  update: endpoint<{ body: typeof profileUpdateSchema; response: typeof ownProfileResponseSchema }>()(
    'PATCH',
    '/api/profile',
  ),
  /**
   * People who joined battles lately ('Outros perfis'). Outside /api/profiles/ so that no username
   * (a fighter may call themself 'recent') is shadowed.
   */
  recent: endpoint<{ response: typeof recentProfilesResponseSchema }>()('GET', '/api/recent-profiles'),
  /** A participant's public page (never e-mail or PIX key). */
  public: endpoint<{ params: typeof usernameParamsSchema; response: typeof publicProfileResponseSchema }>()(
    'GET',
    '/api/profiles/:username',
  ),
};
