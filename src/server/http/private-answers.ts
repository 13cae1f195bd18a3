import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route whose answer depends on who asks (the session, the client's network): like
     * every route above 'public', its answers are never stored by a browser or a proxy.
     */
    private?: true;
  }
}

/** Whether the matched route's answers are private (see registerPrivateAnswers). */
export function answersArePrivate(config: { access?: string; private?: true }): boolean {
  return config.access !== undefined && (config.access !== 'public' || config.private === true);
}

/**
 * One rule instead of a header per route: every answer of a route that needs a session (or a
 * token), or that declares `private`, is `cache-control: no-store`, errors included.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (answersArePrivate(request.routeOptions.config)) reply.header('cache-control', 'no-store');
  });
}
