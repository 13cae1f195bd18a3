import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShareImageFormat } from '#domain/pages/share-meta.ts';
import { identifierSchema } from '#domain/schemas/battles.ts';
import { AppError, appError } from '#server/http/app-error.ts';
import { type CachedImage, ImageCache, OG_IMAGE_TTL_MS } from './image-cache.ts';
import { OG_BUSY_RETRY_AFTER_S } from './render-pool.ts';
import { ogCardKey, ogCardPath, renderOgCard, resolveOgCard } from './service.ts';

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
 * Open Graph images of a battle and of a battle's fighter (WhatsApp, Facebook and X previews), and
 * their Stories images (1080x1920, `/og/story/battle/…`, og/story.ts) under the same rules.
 * Each card has one URL: another spelling of the battle (its id, a former slug, other letter
 * case) answers 301 to it, so a card is cached once per battle and fighter, not once per spelling.
 * Rendered on demand in worker threads (og/render-pool.ts), at most once a minute per card and
 * instance, one render at a time per card (og/image-cache.ts). See
 * docs/decisions/0018-og-cards-and-uploads-stay-cheap.md.
 */
export const ogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const pool = app.ogRenderPool;
  const cache = new ImageCache({
    // A battle or fighter that is gone (404) is not served from an older card.
    keepOnError: (err) => !(err instanceof AppError && err.status === 404),
  });

  async function card(
    request: FastifyRequest,
    reply: FastifyReply,
    format: ShareImageFormat,
    idOrSlug: string,
    name: string | null,
  ) {
    if (name !== null && name.length > 60) throw appError('SHARE_FIGHTER_NOT_FOUND');
    const target = await resolveOgCard(deps, idOrSlug, name);
    // The fighter's name in other letter case is the same card under the same battle: no redirect.
    if (target.canonical !== idOrSlug) {
      // A short cache life: a battle renamed back must not meet a browser's remembered redirect.
      return reply.header('cache-control', 'public, max-age=2').redirect(ogCardPath(target, format), 301);
    }
    try {
      return sendPng(
        request,
        reply,
        await cache.get(ogCardKey(target, format), () => renderOgCard(deps, pool, target, format)),
      );
    } catch (err) {
      if (err instanceof AppError && err.code === 'SHARE_IMAGE_BUSY') {
        reply.header('retry-after', String(OG_BUSY_RETRY_AFTER_S)).header('cache-control', 'no-store');
      }
      throw err;
    }
  }

  for (const [format, root] of [
    ['card', '/og/battle'],
    ['story', '/og/story/battle'],
  ] as const) {
    app.get(
      `${root}/:file`,
      {
        config: { access: 'public', allowBanned: true, viewer: 'handler' },
        schema: { tags: ['share'], params: z.object({ file: pngFile }), produces: ['image/png'] },
      },
      async (request, reply) => card(request, reply, format, request.params.file, null),
    );

    app.get(
      `${root}/:idOrSlug/:file`,
      {
        config: { access: 'public', allowBanned: true, viewer: 'handler' },
        schema: {
          tags: ['share'],
          params: z.object({ idOrSlug: identifierSchema, file: pngFile }),
          produces: ['image/png'],
        },
      },
      async (request, reply) => card(request, reply, format, request.params.idOrSlug, request.params.file),
    );
  }
};
