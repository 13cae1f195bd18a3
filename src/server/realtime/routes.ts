import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { battleIdParamsSchema } from '../../domain/schemas/battles.ts';
import { readVoteTotals } from '../db/vote-totals.ts';
import { BattleHub } from './hub.ts';

export const SSE_HEARTBEAT_MS = 20_000;
export const SSE_RETRY_MS = 2_000;
/**
 * Frames for one stream are gathered for this long and written at once: with thousands of open
 * pages on a busy battle, one write per page per window instead of one per vote (bench/README.md,
 * `sse`). A live count may lag by this much.
 */
export const SSE_FLUSH_MS = 100;

const sseResponse = { 200: z.string().describe('text/event-stream of battleUpdateSchema JSON') };

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new BattleHub({
    onError: (err) => app.log.error({ err }, 'battle update listener failed'),
    recount: (keys) => readVoteTotals(app.deps.db, keys),
  });
  // A change made on any instance (NOTIFY reaches them all) drops this instance's cached bodies of
  // that battle; local writes already dropped them before answering (http/read-cache-hooks.ts).
  hub.subscribe(null, (update) => app.readCache.invalidateBattle(update.battleId));
  const streams = new Set<() => void>();
  // Serialized once per update, however many pages listen (the hub hands every one the same object).
  const frames = new WeakMap<object, string>();
  const frameOf = (update: object) => {
    let frame = frames.get(update);
    if (frame === undefined) {
      frame = `data: ${JSON.stringify(update)}\n\n`;
      frames.set(update, frame);
    }
    return frame;
  };
  const pending = new Map<FastifyReply['raw'], string>();
  let flushTimer: NodeJS.Timeout | null = null;
  const flush = () => {
    flushTimer = null;
    for (const [res, text] of pending) if (!res.writableEnded) res.write(text);
    pending.clear();
  };

  app.addHook('onReady', async () => {
    await hub.start(app.deps.database);
  });
  // Open streams would keep the server from closing; end them before it waits for connections.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => {
    if (flushTimer) clearTimeout(flushTimer);
    flush();
    await hub.stop();
  });

  const openStream = (request: FastifyRequest, reply: FastifyReply, battleId: string | null) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${SSE_RETRY_MS}\n\n: connected\n\n`);
    const unsubscribe = hub.subscribe(battleId, (update) => {
      pending.set(res, (pending.get(res) ?? '') + frameOf(update));
      flushTimer ??= setTimeout(flush, SSE_FLUSH_MS);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      pending.delete(res);
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  };

  app.get(
    '/api/battles/live',
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['realtime'], produces: ['text/event-stream'], response: sseResponse },
    },
    async (request, reply) => openStream(request, reply, null),
  );

  app.get(
    '/api/battles/:id/live',
    {
      config: { access: 'public', allowBanned: true },
      schema: {
        tags: ['realtime'],
        produces: ['text/event-stream'],
        params: battleIdParamsSchema,
        response: sseResponse,
      },
    },
    async (request, reply) => openStream(request, reply, request.params.id),
  );
};
