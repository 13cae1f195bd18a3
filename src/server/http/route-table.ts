import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  RouteOptions,
} from 'fastify';
import type { Access, ForbiddenCodes } from '#server/auth/access.ts';
import { answersArePrivate } from './private-answers.ts';

export interface RouteTableEntry {
  method: string;
  url: string;
  access: Access;
  allowBanned: boolean;
  /** A Server-Sent Events stream: answered once it ends, which an allowed caller's never does. */
  stream: boolean;
  /** The route's own refusal codes for callers below its level (see FastifyContextConfig). */
  forbidden?: ForbiddenCodes;
  /** Its answers are never stored by a cache (http/private-answers.ts). */
  private: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, once the app is ready: the RBAC test walks it. */
    routeTable: readonly RouteTableEntry[];
  }
}

/** The JSON API's paths (the rest is pages, files, cards and probes); the guard runs on all routes. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Access fails closed: the app does not start (ready() rejects) while a route declares no
 * `config.access`; the guard (auth/guard.ts) enforces it on every route, /api or not. Checked when the app is ready rather than as each route is added, so that a scope registering
 * a plugin's routes (declaringAccess) has filled their config in by then.
 * Call before registering the features' plugins.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  const added: { method: string; route: RouteOptions }[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) added.push({ method, route });
  });
  app.addHook('onReady', async () => {
    const wrong: string[] = [];
    for (const { method, route } of added.splice(0)) {
      const config = route.config;
      const access = config?.access;
      if (!access) {
        wrong.push(`${method} ${route.url}: no config.access`);
        continue;
      }
      const entry: RouteTableEntry = {
        method,
        url: route.url,
        access,
        allowBanned: config.allowBanned ?? false,
        private: answersArePrivate(config),
        stream:
          (route.schema as { produces?: readonly string[] } | undefined)?.produces?.includes(
            'text/event-stream',
          ) ?? false,
      };
      if (config.forbidden) entry.forbidden = config.forbidden;
      table.push(entry);
    }
    if (wrong.length > 0) {
      throw new Error(`Every route declares its access (auth/access.ts):\n${wrong.join('\n')}`);
    }
  });
}

/**
 * A third-party plugin whose routes take no config of ours (swagger UI, static files), registered
 * with its options in a scope of its own that declares `config` on each of its routes. (The
 * options go to the plugin alone: a `prefix` given to the scope would prefix its routes twice.)
 */
export function declaringAccess<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
  options: Options,
  config: FastifyContextConfig & { access: Access },
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...config };
    });
    await scope.register(plugin, options);
  };
}
