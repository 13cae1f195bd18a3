import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifierSchema } from '#domain/schemas/battles.ts';
import { AppError, appError } from '../http/app-error.ts';
import { type CachedImage, ImageCache, OG_IMAGE_TTL_MS } from './image-cache.ts';
import { ogImageKey, renderBattleOgImage } from './service.ts';

const pngFile = z
  .string()
  .regex(/\.png$/i)
  .transform((file) => file.slice(0, -'.png'.length))
  .pipe(identifierSchema);

/** Shared caches and previews may keep a card as long as this instance does. */
const CACHE_CONTROL = `public, max-age=${OG_IMAGE_TTL_MS / 1000}, stale-while-revalidate=600`;

function sendPng(request: FastifyRequest, reply: FastifyReply, image: CachedImage) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', image.etag)
    .header('x-content-type-options', 'nosniff')
    // Link previews are fetched and shown by other sites' apps.
    .header('cross-origin-resource-policy', 'cross-origin');
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((t) => t.trim().replace(/^W\//, '') === image.etag.replace(/^W\//, ''))) {
    return reply.code(304).send();
  }
  return reply.type('image/png').send(image.png);
}

/**
 * Open Graph images of a battle and of a battle's fighter (WhatsApp, Facebook and X previews):
 * rendered on demand, at most once a minute per image and instance, one render at a time per
 * image (og/image-cache.ts).
 */
export const ogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const cache = new ImageCache({
    // A battle or fighter that is gone (404) is not served from an older card.
    keepOnError: (err) => !(err instanceof AppError && err.status === 404),
  });
  const image = (idOrSlug: string, username: string | null) =>
    cache.get(ogImageKey(idOrSlug, username), () => renderBattleOgImage(deps, idOrSlug, username));

  app.get(
    '/og/battle/:file',
    {
      config: { access: 'public', allowBanned: true, viewer: 'handler' },
      schema: { tags: ['share'], params: z.object({ file: pngFile }), produces: ['image/png'] },
    },
    async (request, reply) => sendPng(request, reply, await image(request.params.file, null)),
  );

  app.get(
    '/og/battle/:idOrSlug/:file',
    {
      config: { access: 'public', allowBanned: true, viewer: 'handler' },
      schema: {
        tags: ['share'],
        params: z.object({ idOrSlug: identifierSchema, file: pngFile }),
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      if (request.params.file.length > 60) throw appError('SHARE_FIGHTER_NOT_FOUND');
      return sendPng(request, reply, await image(request.params.idOrSlug, request.params.file));
    },
  );
};
