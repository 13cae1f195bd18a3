import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { appError } from '#server/http/app-error.ts';
import type { OgCardData } from './card.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';

export interface OgRenderPoolOptions {
  /** Worker threads; by default one per core beyond the first, at most two. */
  workers?: number;
  /** Renders that may wait for a free worker; one more is refused with SHARE_IMAGE_BUSY (503). */
  maxQueue?: number;
  /** A render that takes longer ends its worker (a stuck one would hold the queue forever). */
  timeoutMs?: number;
}

export interface RenderedCard {
  png: Buffer;
  /** The thread that drew it: never the main thread's. */
  threadId: number;
}

export interface OgRenderStats {
  /** Cards drawn since start. */
  renders: number;
  /** Renders refused because the queue was full. */
  refused: number;
  /** The most renders ever running at once. */
  maxRunning: number;
}

interface Task {
  id: number;
  data: OgCardData;
  resolve: (card: RenderedCard) => void;
  reject: (err: unknown) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

/** Seconds a crawler is asked to wait when the queue is full (Retry-After). */
export const OG_BUSY_RETRY_AFTER_S = 5;

const defaultWorkers = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * The compiled server starts the compiled worker. The sources (tests, `npm run dev`) run through
 * a TypeScript loader that a worker thread does not inherit, so there the worker loads its entry
 * through tsx's API.
 */
function startWorker(): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL('./render-worker.js', self));
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./render-worker.ts', self).href);
  return new Worker(`import(${tsx}).then((api) => api.tsImport(${entry}, ${JSON.stringify(self)}))`, {
    eval: true,
  });
}

/**
 * Open Graph cards drawn off the event loop: a few worker threads, one card at a time each, and a
 * bounded queue in front of them. Beyond the queue a render is refused at once (the route answers
 * 503 with Retry-After, or the card it already has) rather than piling up behind the others.
 * Workers start on the first render and are replaced when one fails or times out. See
 * docs/decisions/0018-og-cards-and-uploads-stay-cheap.md.
 */
export class OgRenderPool {
  readonly stats: OgRenderStats = { renders: 0, refused: 0, maxRunning: 0 };
  private readonly size: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: OgRenderPoolOptions = {}) {
    this.size = Math.max(1, options.workers ?? defaultWorkers());
    this.maxQueue = Math.max(0, options.maxQueue ?? 8 * this.size);
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** Renders currently running in a worker. */
  get running(): number {
    return this.slots.filter((s) => s.task !== null).length;
  }

  /** Renders waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  render(data: OgCardData): Promise<RenderedCard> {
    if (this.closed) return Promise.reject(new Error('the Open Graph render pool is closed'));
    const slot = this.freeSlot();
    if (!slot && this.queue.length >= this.maxQueue) {
      this.stats.refused += 1;
      return Promise.reject(appError('SHARE_IMAGE_BUSY'));
    }
    return new Promise<RenderedCard>((resolve, reject) => {
      const task: Task = { id: this.nextId++, data, resolve, reject };
      if (slot) this.run(slot, task);
      else this.queue.push(task);
    });
  }

  /** Ends the workers; renders still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the Open Graph render pool closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.task?.reject(new Error('the Open Graph render pool closed'));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private freeSlot(): Slot | null {
    const idle = this.slots.find((s) => s.task === null);
    if (idle) return idle;
    return this.slots.length < this.size ? this.spawn() : null;
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(), task: null, timer: null };
    // An idle worker does not keep the process alive; a busy one does until it answers.
    slot.worker.unref();
    slot.worker.on('message', (reply: RenderReply) => this.answered(slot, reply));
    slot.worker.on('error', (err) => this.lose(slot, err));
    slot.worker.on('exit', (code) => this.lose(slot, new Error(`Open Graph worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, task: Task) {
    slot.task = task;
    slot.worker.ref();
    this.stats.maxRunning = Math.max(this.stats.maxRunning, this.running);
    slot.timer = setTimeout(() => {
      this.lose(slot, new Error(`Open Graph render took over ${this.timeoutMs} ms`));
    }, this.timeoutMs);
    slot.worker.postMessage({ id: task.id, data: task.data } satisfies RenderRequest);
  }

  private answered(slot: Slot, reply: RenderReply) {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.worker.unref();
    if ('error' in reply) {
      task.reject(new Error(`Open Graph render failed: ${reply.error}`));
    } else {
      this.stats.renders += 1;
      const png = Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength);
      task.resolve({ png, threadId: reply.threadId });
    }
    this.next(slot);
  }

  /** A worker that failed, exited or timed out: its render fails, a new worker takes the queue. */
  private lose(slot: Slot, err: unknown) {
    const at = this.slots.indexOf(slot);
    if (at === -1) return;
    this.slots.splice(at, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(err);
    slot.task = null;
    void slot.worker.terminate();
    if (!this.closed && this.queue.length > 0) this.next(this.spawn());
  }

  private next(slot: Slot) {
    const task = this.queue.shift();
    if (task) this.run(slot, task);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws the Open Graph cards (og/routes.ts); ended with the app. */
    ogRenderPool: OgRenderPool;
  }
}
