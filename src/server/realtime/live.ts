import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Bus } from './bus/bus.ts';
import { openBus } from './bus/open-bus.ts';
import { LivePublisher } from './coalescer.ts';
import { BattleHub } from './hub.ts';
import { openLeadership } from './leadership.ts';

/**
 * An instance's live updates: the bus to the other instances, the hub that hands updates to this
 * instance's streams, and its candidate for the one live publisher. Started before the server
 * answers, closed after its streams end.
 */
export class Live {
  readonly hub: BattleHub;
  private bus: Bus | null = null;
  private publisher: LivePublisher | null = null;

  constructor(
    private readonly deps: { config: Config; database: Database; clock: () => Date; log: FastifyBaseLogger },
  ) {
    this.hub = new BattleHub({ onError: (err) => deps.log.error({ err }, 'battle update listener failed') });
  }

  get isPublisher(): boolean {
    return this.publisher?.isLeader ?? false;
  }

  get busKind(): Bus['kind'] | null {
    return this.bus?.kind ?? null;
  }

  async start(): Promise<void> {
    if (this.bus) return;
    const { config, database, log } = this.deps;
    const onError = (err: unknown) => log.warn({ err }, 'live updates: bus error');
    this.bus = await openBus(config, database, { onError });
    await this.hub.start(this.bus);
    this.publisher = new LivePublisher({
      db: database.db,
      bus: this.bus,
      leadership: openLeadership(database, (err) => log.warn({ err }, 'live publisher: connection error')),
      tickMs: config.LIVE_TICK_MS,
      clock: this.deps.clock,
      onError: (err) => log.error({ err }, 'live publisher: tick failed'),
      onLeadership: (leading) =>
        log.info({ leading }, leading ? 'live publisher: leading' : 'live publisher: not leading'),
    });
    await this.publisher.start();
  }

  /** One publisher tick now (tests: a vote's snapshot without waiting for the timer). */
  async tick(): Promise<void> {
    await this.publisher?.tick();
  }

  async close(): Promise<void> {
    await this.publisher?.stop();
    this.publisher = null;
    await this.hub.stop();
    await this.bus?.close();
    this.bus = null;
  }
}
