import type { bannerPickQuerySchema, bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import { endpoint } from './endpoint.ts';

export const bannerEndpoints = {
  /** Anyone: one active banner for a slot (position, page), or null; HTTP-cached for everyone. */
  pick: endpoint<{ query: typeof bannerPickQuerySchema; response: typeof bannerPickResponseSchema }>()(
    'GET',
    '/api/banners/pick',
  ),
};
