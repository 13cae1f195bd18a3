import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveStreamPaths } from '#domain/endpoints/realtime.ts';
import { type BattleUpdateEvent, battleIdParamsSchema } from '#domain/schemas/battles.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { findVisibleBattle } from '#server/battles/service.ts';
import { appError } from '#server/http/app-error.ts';
import { requestNetwork } from '#server/http/client-network.ts';
import { AccountHub } from './account-events.ts';
import { readTotals } from './coalescer.ts';
import { PublicUpdates } from './pending-battles.ts';
import { LiveFeeds } from './stream-rate.ts';

export const SSE_HEARTBEAT_MS = 20_000;
export const SSE_RETRY_MS = 2_000;
/**
 * A stream whose socket holds this much unsent data is not reading (a stalled phone, a client that
 * stopped): it is ended rather than buffered without bound; EventSource reconnects and the page
 * reads the battle again.
 */
export const SSE_SLOW_STREAM_BYTES = 1 << 20;
/**
 * Retry-After of a stream refused because the instance is full, in seconds: spread, so the pages
 * turned away together do not all come back in the same second.
 */
export const BUSY_RETRY_AFTER_S = { min: 10, max: 30 };

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

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Started and stopped with the app's live updates (realtime/live.ts), around these routes' hooks.
  const { hub } = app.deps.live;
  // Staff also hear of battles awaiting approval; everyone else never does.
  const publicUpdates = new PublicUpdates();
  // A change made on any instance (the bus reaches them all) drops this instance's cached bodies of
  // that battle; local writes already dropped them before answering (http/read-cache-hooks.ts).
  hub.subscribeEvents((update) => {
    app.readCache.invalidateBattle(update.battleId);
    publicUpdates.heard(update);
  });
  const accounts = new AccountHub((err) => app.log.error({ err }, 'account event listener failed'));
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
  // Each stream gets at most LIVE_MESSAGES_PER_SECOND writes a second, carrying the latest state,
  // however fast votes come: a battle shared to a million followers costs each of its streams the
  // same as a quiet one (stream-rate.ts).
  const feeds = new LiveFeeds({
    intervalMs: 1000 / app.deps.config.LIVE_MESSAGES_PER_SECOND,
    frameOf,
    subscribe: (battleId, listener) => hub.subscribe(battleId, listener),
    isPublic: (update) => publicUpdates.isPublic(update),
  });
  // A page may have been rendered from a copy of the battle kept a few seconds (here, or by a
  // CDN), and the publisher sends a battle's snapshots only while it takes votes: a stream opening
  // on a battle that has gone quiet would otherwise never hear the last votes. So each battle stream
  // starts with the battle's totals: the last snapshot this instance delivered (the ones after it
  // follow), else its totals read now. Streams opening together share that read; it is never kept,
  // as a kept copy could miss a vote. Its seq is the read's instant in the publisher's units
  // (coalescer.ts), so a snapshot read later by the publisher wins over it and one read earlier
  // does not.
  const openingReads = new Map<string, Promise<BattleUpdateEvent | null>>();
  const openingSnapshot = (battleId: string): Promise<BattleUpdateEvent | null> => {
    const latest = hub.latest(battleId);
    if (latest) return Promise.resolve(latest);
    let read = openingReads.get(battleId);
    if (!read) {
      const seq = app.deps.clock().getTime() * 1_000;
      read = readTotals(app.deps.db, [battleId])
        .then((byBattle): BattleUpdateEvent | null => {
          const totals = byBattle.get(battleId);
          if (!totals) return null;
          const carried = [...totals].map(([participantUserId, votesCount]) => ({
            participantUserId,
            votesCount,
          }));
          return { type: 'totals', battleId, seq, totals: carried };
        })
        .finally(() => openingReads.delete(battleId));
      openingReads.set(battleId, read);
    }
    return read;
  };

  /** Open streams, each with its way to end. */
  const streams = new Map<FastifyReply['raw'], () => void>();
  // One timer for every stream's heartbeat instead of one per stream.
  const heartbeat = setInterval(() => {
    for (const res of streams.keys()) if (!res.writableEnded) res.write(': heartbeat\n\n');
  }, SSE_HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onReady', async () => {
    await accounts.start(app.deps.database);
  });
  // Open streams would keep the server from closing; end them before it waits for connections,
  // with what they were still owed.
  app.addHook('preClose', async () => {
    feeds.flushAll();
    for (const end of [...streams.values()]) end();
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await accounts.stop();
  });

  /**
   * The instance holds LIVE_STREAMS_PER_INSTANCE streams at most: each is a socket and memory, and
   * past a point every stream's updates arrive late. A page refused here polls the battle's
   * cacheable JSON and tries the stream again later (web/shared/live/use-event-source.ts).
   */
  const refuseWhenFull = (reply: FastifyReply) => {
    if (streams.size < app.deps.config.LIVE_STREAMS_PER_INSTANCE) return;
    const { min, max } = BUSY_RETRY_AFTER_S;
    reply.header('retry-after', String(min + Math.floor(Math.random() * (max - min + 1))));
    throw appError('LIVE_STREAMS_BUSY');
  };

  // Open streams per client network on this instance: each holds a socket and a subscription, so
  // one network may not hold an unbounded number (a household or a phone carrier's shared address
  // stays far below the cap; LIVE_STREAMS_PER_NETWORK).
  const perNetwork = new Map<string, number>();

  const openStream = (request: FastifyRequest, reply: FastifyReply, options: StreamOptions) => {
    refuseWhenFull(reply);
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
    const leaveFeed =
      options.battleId === undefined
        ? () => undefined
        : feeds.join(options.battleId, options.staff, {
            write: (chunk) => {
              if (res.writableEnded) return;
              if (res.writableLength > SSE_SLOW_STREAM_BYTES) end();
              else res.write(chunk);
            },
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
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (perNetwork.get(network) ?? 1) - 1;
      if (left > 0) perNetwork.set(network, left);
      else perNetwork.delete(network);
      leaveFeed();
      unsubscribeAccount();
      streams.delete(res);
      if (!res.writableEnded) res.end();
    };
    streams.set(res, end);
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
      // Refused before the database is asked: a full instance answers at the cost of a header.
      refuseWhenFull(reply);
      // Only a battle this viewer may see has a stream (a pending one: staff only).
      const battle = await findVisibleBattle(app.deps.db, request.params.id, request.viewer);
      if (!battle) throw appError('BATTLE_NOT_FOUND');
      openStream(request, reply, {
        battleId: battle.id,
        userId: request.viewer?.id ?? null,
        endOnSignOut: false,
        staff: isStaff(request.viewer),
      });
      const opening = await openingSnapshot(battle.id).catch((err: unknown) => {
        // The stream still carries what comes next; the page keeps its counts meanwhile.
        request.log.warn({ err }, 'live stream: opening totals not read');
        return null;
      });
      if (opening && !reply.raw.writableEnded) reply.raw.write(frameOf(opening));
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
