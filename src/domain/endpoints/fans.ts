import type {
  fanSettingsResponseSchema,
  fanSettingsUpdateSchema,
  followParamsSchema,
  followStateResponseSchema,
  rankingResponseSchema,
} from '#domain/schemas/fans.ts';
import { endpoint } from './endpoint.ts';

export const fanEndpoints = {
  /** The public ranking: top fighters and top fans, from finished battles. */
  ranking: endpoint<{ response: typeof rankingResponseSchema }>()('GET', '/api/ranking'),
  /** Whether the signed-in fan follows this fighter, and their followers count. */
  followState: endpoint<{ params: typeof followParamsSchema; response: typeof followStateResponseSchema }>()(
    'GET',
    '/api/follows/:username',
  ),
  /** Follows the fighter (again: no change). */
  follow: endpoint<{ params: typeof followParamsSchema; response: typeof followStateResponseSchema }>()(
    'PUT',
    '/api/follows/:username',
  ),
  /** Stops following the fighter (not following: no change). */
  unfollow: endpoint<{ params: typeof followParamsSchema; response: typeof followStateResponseSchema }>()(
    'DELETE',
    '/api/follows/:username',
  ),
  /** The signed-in fan's notice settings. */
  settings: endpoint<{ response: typeof fanSettingsResponseSchema }>()('GET', '/api/fan-settings'),
  /** Turns the fan's e-mail alerts on or off. */
  updateSettings: endpoint<{
    body: typeof fanSettingsUpdateSchema;
    response: typeof fanSettingsResponseSchema;
  }>()('PATCH', '/api/fan-settings'),
};
