import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie, { type CookieSerializeOptions, type ParseOptions } from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/better-auth.ts';
import { registerGuard } from './auth/guard.ts';
import { type Config, trustProxyOption } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { registerCanonicalUrl } from './http/canonical-url.ts';
import { decodeCookieValue } from './http/cookie-decode.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerPrivateAnswers } from './http/private-answers.ts';
import { ReadCache, type ReadCacheOptions } from './http/read-cache.ts';
import { registerReadCache } from './http/read-cache-hooks.ts';
import { registerRejectNul } from './http/reject-nul.ts';
import { declaringAccess, registerRouteTable } from './http/route-table.ts';
import { configureZodMessages } from './http/zod-messages.ts';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.ts';
import { OgRenderPool, type OgRenderPoolOptions } from './og/render-pool.ts';
import { Live } from './realtime/live.ts';
import { featureRoutes } from './routes.ts';
import { contentSecurityPolicy } from './web/csp.ts';
import { registerWebApp, type WebAppOptions } from './web/web-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// Both src/server and dist/server sit two levels below the project root.
export const defaultWebDir = path.resolve(here, '../../dist/web');

/** Compression levels of answers compressed per request (see the plugin's registration). */
export const PER_REQUEST_BROTLI_QUALITY = 2;
export const PER_REQUEST_GZIP_LEVEL = 3;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  clock?: () => Date;
  voteGapMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Where the pages come from (the production build by default); null serves the API only. */
  web?: WebAppOptions | null;
  /** The anonymous read micro-cache's limits (http/read-cache.ts); tests lengthen its TTL. */
  readCache?: ReadCacheOptions;
  /** The Open Graph card workers' limits (og/render-pool.ts); tests make them small. */
  og?: OgRenderPoolOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // The router reads `/x/`, `//x` and `/%78` as `/x`, as canonicalUrl does (http/canonical-url.ts).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Process-wide (zod's config is global), and the same on every call: the answers' pt-BR texts.
  configureZodMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? (() => new Date());
  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(path.join(config.dataDir, 'outbox'), app.log));
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    readDb: database.reads,
    auth: createAuth(database.db, config, mailer),
    mailer,
    clock,
    voteGapMs: options.voteGapMs ?? 5_000,
    log: app.log,
    readCache: new ReadCache(options.readCache),
    live: new Live({ config, database, clock, log: app.log }),
  };
  app.decorate('deps', deps);
  // Live updates run from before the first answer until after the last stream ended (realtime/routes.ts
  // ends the streams in preClose).
  app.addHook('onReady', () => deps.live.start());
  app.addHook('onClose', () => deps.live.close());
  const ogRenderPool = new OgRenderPool(options.og);
  app.decorate('ogRenderPool', ogRenderPool);
  app.addHook('onClose', () => ogRenderPool.close());
  registerRouteTable(app);
  // Before any route exists: the canonical URL, the Origin check and the guard apply to every
  // route, and each decides from the matched route alone (docs/decisions/0015-access-by-route.md).
  registerErrorHandler(app);
  registerCanonicalUrl(app);
  registerOriginCheck(app, config);
  // Before the guard, whose hook reads the session from request.cookies: the plugin's onRequest
  // hook fills them, and hooks run in the order they were added. The plugin hands parseOptions to
  // cookie's parser, though its types name only serializing options
  // (docs/decisions/0036-libraries-instead-of-our-own.md).
  const parseOptions: CookieSerializeOptions & ParseOptions = { decode: decodeCookieValue };
  await app.register(fastifyCookie, { parseOptions });
  registerGuard(app);
  registerPrivateAnswers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The CSP is ours (web/csp.ts): pages set theirs with a nonce; everything else gets the default.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secureCookies,
  });
  const defaultCsp = contentSecurityPolicy({ upgradeInsecure: config.secureCookies });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', defaultCsp);
  });
  // HTML, JSON and any asset without a pre-compressed twin (see vite.config.ts) go out br/gzip
  // when the client asks. Answers already encoded pass through; SSE streams hijack the reply and
  // so never reach this hook (an encoder would buffer events). What reaches this plugin is
  // compressed once per request (personal answers; kept bodies are encoded once, encoded-body.ts),
  // so it uses the fast levels: brotli 2 makes a 60 KB page 9.0 KB in 0.16 ms where the plugin's
  // default 4 makes it 8.5 KB in 0.56 ms, and in one call rather than through a stream (0.28 ms
  // of CPU instead of 0.65 ms for that page; docs/decisions/0020-signed-in-reads.md).
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 512 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: PER_REQUEST_GZIP_LEVEL },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Yod Arena API', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'yod.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(
    declaringAccess(
      fastifySwaggerUi,
      { routePrefix: '/api/docs', uiConfig: { deepLinking: false } },
      { access: 'public', allowBanned: true, viewer: 'handler' },
    ),
  );
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  registerJsonBody(app);
  registerRejectNul(app);
  registerReadCache(app, deps.readCache);

  for (const plugin of featureRoutes) await app.register(plugin);

  const web = options.web === undefined ? { mode: 'build' as const, dir: defaultWebDir } : options.web;
  if (web) await registerWebApp(app, web);
  return app;
}
