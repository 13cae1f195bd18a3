import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveStreamPaths } from '#domain/endpoints/realtime.ts';
import { type BattleUpdateEvent, battleIdParamsSchema } from '#domain/schemas/battles.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { findVisibleBattle } from '#server/battles/service.ts';
import { readVoteTotals } from '#server/db/vote-totals.ts';
import { appError } from '#server/http/app-error.ts';
import { requestNetwork } from '#server/http/client-network.ts';
import { AccountHub } from './account-events.ts';
import { BattleHub } from './hub.ts';

export const SSE_HEARTBEAT_MS = 20_000;
export const SSE_RETRY_MS = 2_000;
/**
 * Frames for one stream are gathered for this long and written at once: with thousands of open
 * pages on a busy battle, one write per page per window instead of one per vote (bench/README.md,
 * `sse`). A live count may lag by this much.
 */
export const SSE_FLUSH_MS = 100;

const sseResponse = {
  200: z
    .string()
    .describe(
      'text/event-stream of battleUpdateSchema JSON, plus accountEventSchema JSON for a signed-in viewer',
    ),
};
const accountStreamResponse = {
  200: z.string().describe("text/event-stream of accountEventSchema JSON (the viewer's own account)"),
};

/** What one stream carries: a battle's updates (null: every battle), and the viewer's own account. */
interface StreamOptions {
  /** Staff also hear of battles awaiting approval; everyone else never does. */
  staff: boolean;
  /** undefined: no battle updates (the account stream). */
  battleId?: string | null;
  /** The signed-in viewer whose account events this stream also carries. */
  userId: string | null;
  /** End the stream once the account is signed out everywhere (its session is gone). */
  endOnSignOut: boolean;
}

const isStaff = (viewer: Viewer | null) => viewer?.role === 'moderator' || viewer?.role === 'admin';

/**
 * An update about a battle awaiting approval (its participants or status while pending): staff
 * only. Votes never happen on a pending battle, so the updates that name no status are public.
 */
function awaitsApproval(update: BattleUpdateEvent): boolean {
  return 'status' in update && update.status === 'pending';
}

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new BattleHub({
    onError: (err) => app.log.error({ err }, 'battle update listener failed'),
    recount: (keys) => readVoteTotals(app.deps.db, keys),
  });
  // A change made on any instance (NOTIFY reaches them all) drops this instance's cached bodies of
  // that battle; local writes already dropped them before answering (http/read-cache-hooks.ts).
  hub.subscribe(null, (update) => app.readCache.invalidateBattle(update.battleId));
  const accounts = new AccountHub((err) => app.log.error({ err }, 'account event listener failed'));
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
    await accounts.start(app.deps.database);
  });
  // Open streams would keep the server from closing; end them before it waits for connections.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => {
    if (flushTimer) clearTimeout(flushTimer);
    flush();
    await hub.stop();
    await accounts.stop();
  });

  // Open streams per client network on this instance: each holds a socket and a subscription, so
  // one network may not hold an unbounded number (a household or a phone carrier's shared address
  // stays far below the cap; LIVE_STREAMS_PER_NETWORK).
  const perNetwork = new Map<string, number>();

  const openStream = (request: FastifyRequest, reply: FastifyReply, options: StreamOptions) => {
    const network = requestNetwork(app.deps.config, request);
    const open = perNetwork.get(network) ?? 0;
    if (open >= app.deps.config.LIVE_STREAMS_PER_NETWORK) {
      reply.header('retry-after', '30');
      throw appError('LIVE_STREAMS_LIMITED');
    }
    perNetwork.set(network, open + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${SSE_RETRY_MS}\n\n: connected\n\n`);
    const queue = (frame: string) => {
      pending.set(res, (pending.get(res) ?? '') + frame);
      flushTimer ??= setTimeout(flush, SSE_FLUSH_MS);
    };
    const unsubscribe =
      options.battleId === undefined
        ? () => undefined
        : hub.subscribe(options.battleId, (update) => {
            if (options.staff || !awaitsApproval(update)) queue(frameOf(update));
          });
    // A viewer's own account events ride on whichever stream their tab has open, so a tab needs
    // one connection, not two (browsers allow ~6 per origin over HTTP/1.1).
    const unsubscribeAccount =
      options.userId === null
        ? () => undefined
        : accounts.subscribe(options.userId, (event) => {
            // Written at once: rare, and the tab should react within moments.
            if (!res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
            if (options.endOnSignOut && event.change === 'signed_out') end();
          });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (perNetwork.get(network) ?? 1) - 1;
      if (left > 0) perNetwork.set(network, left);
      else perNetwork.delete(network);
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeAccount();
      const rest = pending.get(res);
      pending.delete(res);
      streams.delete(end);
      if (!res.writableEnded) res.end(rest);
    };
    streams.add(end);
    request.raw.on('close', end);
  };

  app.get(
    liveStreamPaths.allBattles,
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['realtime'], produces: ['text/event-stream'], response: sseResponse },
    },
    async (request, reply) =>
      openStream(request, reply, {
        battleId: null,
        userId: request.viewer?.id ?? null,
        endOnSignOut: false,
        staff: isStaff(request.viewer),
      }),
  );

  app.get(
    liveStreamPaths.battle,
    {
      config: { access: 'public', allowBanned: true },
      schema: {
        tags: ['realtime'],
        produces: ['text/event-stream'],
        params: battleIdParamsSchema,
        response: sseResponse,
      },
    },
    async (request, reply) => {
      // Only a battle this viewer may see has a stream (a pending one: staff only).
      const battle = await findVisibleBattle(app.deps.db, request.params.id, request.viewer);
      if (!battle) throw appError('BATTLE_NOT_FOUND');
      return openStream(request, reply, {
        battleId: battle.id,
        userId: request.viewer?.id ?? null,
        endOnSignOut: false,
        staff: isStaff(request.viewer),
      });
    },
  );

  // For pages without a battle stream (wallet, profile, info pages): the viewer's account only.
  app.get(
    liveStreamPaths.account,
    {
      // Banned users keep it: they are the ones who must hear of an unban.
      config: { access: 'user', allowBanned: true },
      schema: { tags: ['realtime'], produces: ['text/event-stream'], response: accountStreamResponse },
    },
    async (request, reply) =>
      openStream(request, reply, { userId: request.viewer?.id ?? null, endOnSignOut: true, staff: false }),
  );
};
