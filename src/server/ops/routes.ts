import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import client from 'prom-client';
import { z } from 'zod';
import { opsEndpoints } from '#domain/endpoints/ops.ts';
import { notFoundReportSchema } from '#domain/schemas/ops.ts';
import { sessionLookupCounts } from '#server/auth/session-viewer-lookups.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { shellCounts } from '#server/web/shell-counts.ts';

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // The session lookups of this app's database, batched per turn (auth/session-viewer-lookups.ts):
  // lookups / statements is the mean batch; failed statements each failed their whole batch.
  const lookupCounts = () => sessionLookupCounts(app.deps.db);
  const shells = () => shellCounts(app.deps);
  for (const [name, help, read] of [
    [
      'yod_session_lookup_statements',
      'Session lookup statements sent since start',
      () => lookupCounts().statements,
    ],
    [
      'yod_session_lookups',
      'Session lookups answered by those statements since start',
      () => lookupCounts().lookups,
    ],
    [
      'yod_session_lookup_failed_statements',
      'Session lookup statements that failed (each fails its batch) since start',
      () => lookupCounts().failedStatements,
    ],
    // Fans' page shells on this instance (web/shell-counts.ts): hits / (hits + renders) is how
    // often a fan's page skipped rendering the shared part; a failure is a fan's 500 page.
    ['yod_shell_hits', 'Fan pages answered from a shell this request did not render', () => shells().hits],
    ['yod_shell_renders', 'Fan page shells rendered', () => shells().renders],
    ['yod_shell_render_failures', 'Fan page shell renders that failed', () => shells().renderFailures],
    [
      'yod_shell_fill_failures',
      "Fan pages whose shell could not be filled in with the fan's parts",
      () => shells().fillFailures,
    ],
  ] as const) {
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
  new client.Gauge({
    name: 'yod_session_lookup_statements_by_batch',
    help: 'Session lookup statements by the batch size they were padded to (1, 2, 4, 8, 16, 32)',
    labelNames: ['size'],
    registers: [registry],
    collect() {
      for (const [size, count] of lookupCounts().statementsBySize) this.set({ size: String(size) }, count);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  // For the load balancer: this process answers. It asks nothing of the database, so a full pool or
  // a database restart (which every instance sees alike, and which each answers per request with a
  // 503 and Retry-After) does not take every instance out of rotation at once; /healthz says
  // whether the database answers, for monitoring and for readiness at start.
  app.get(
    '/livez',
    {
      config: { access: 'public', allowBanned: true, viewer: 'handler' },
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/healthz',
    {
      config: { access: 'public', allowBanned: true, viewer: 'handler' },
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), db: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.deps.database.ping();
      } catch (err) {
        // A 503 (not the generic 500) tells the load balancer to take this instance out of rotation.
        request.log.warn({ err }, 'health check: the database does not answer');
        return reply.status(503).send({ status: 'error' as const, db: 'unreachable' as const });
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  app.get(
    '/metrics',
    // Process and per-route figures are for the operator's scraper only (METRICS_TOKEN).
    { config: { access: 'operator' }, schema: { hide: true } },
    async (_r, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );

  endpointRoute(
    app,
    opsEndpoints.notFound,
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['ops'], body: notFoundReportSchema },
    },
    async (request) => {
      request.log.warn({ path: request.body.path }, 'unknown route requested in the web app');
      return undefined;
    },
  );
};
