import type {
  bannerIdParamsSchema,
  bannerInputSchema,
  bannerListResponseSchema,
  bannerPatchSchema,
  bannerResponseSchema,
} from '#domain/schemas/banners.ts';
import { endpoint } from './endpoint.ts';

/** Advertising, managed by admins. */
export const adminBannerEndpoints = {
  /** Every banner, newest first. */
  list: endpoint<{ response: typeof bannerListResponseSchema }>()('GET', '/api/admin/banners'),
  create: endpoint<{ body: typeof bannerInputSchema; response: typeof bannerResponseSchema }>()(
    'POST',
    '/api/admin/banners',
    201,
  ),
  /** A partial edit: fields left out stay as they are. */
  update: endpoint<{
    params: typeof bannerIdParamsSchema;
    body: typeof bannerPatchSchema;
    response: typeof bannerResponseSchema;
  }>()('PATCH', '/api/admin/banners/:id'),
  /** Flips the active switch. */
  toggle: endpoint<{ params: typeof bannerIdParamsSchema; response: typeof bannerResponseSchema }>()(
    'POST',
    '/api/admin/banners/:id/toggle',
  ),
  remove: endpoint<{ params: typeof bannerIdParamsSchema }>()('DELETE', '/api/admin/banners/:id', 204),
};
