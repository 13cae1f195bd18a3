import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import type { OgCardData } from './card.ts';
import { OgRenderPool } from './render-pool.ts';

const card = (title: string): OgCardData => ({
  format: 'card',
  title,
  prize: 'R$ 500,00 · PIX',
  status: 'Em Andamento',
  fighter: null,
  leaders: [{ username: 'Saenchai', votesCount: 12, photo: null, isLeader: true, rank: 1 }],
  championsCount: 0,
  finished: false,
  address: 'yodarena.com.br/battle/ocupada',
});

const pools: OgRenderPool[] = [];
const pool = (options: ConstructorParameters<typeof OgRenderPool>[0]) => {
  const created = new OgRenderPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('OgRenderPool', () => {
  it('draws the card in a worker thread, never on the thread that asks', async () => {
    const renders = pool({ workers: 1 });
    const drawn = await Promise.all([renders.render(card('Batalha A')), renders.render(card('Batalha B'))]);
    for (const { png, threadId: drawnBy } of drawn) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      expect(drawnBy).not.toBe(threadId);
    }
    // One worker, reused.
    expect(drawn[0]!.threadId).toBe(drawn[1]!.threadId);
    expect(renders.stats.renders).toBe(2);
  });

  it('runs at most `workers` renders at once, queues `maxQueue` more and refuses the rest (503)', async () => {
    const renders = pool({ workers: 1, maxQueue: 2 });
    const asked = Array.from({ length: 5 }, (_, i) => renders.render(card(`Batalha ${i}`)));
    expect(renders.running).toBe(1);
    expect(renders.waiting).toBe(2);
    const settled = await Promise.allSettled(asked);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refusal = (settled[3] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'SHARE_IMAGE_BUSY', status: 503 });
    expect(renders.stats).toMatchObject({ renders: 3, refused: 2, maxRunning: 1 });
    // Room again once the queue drained.
    await expect(renders.render(card('Depois'))).resolves.toMatchObject({ png: expect.any(Buffer) });
  });

  it('uses up to `workers` threads side by side', async () => {
    const renders = pool({ workers: 2, maxQueue: 0 });
    const drawn = await Promise.all([renders.render(card('Um')), renders.render(card('Dois'))]);
    expect(new Set(drawn.map((d) => d.threadId)).size).toBe(2);
    expect(renders.stats.maxRunning).toBe(2);
  });

  it('ends a render that takes too long, and a new worker takes the next one', async () => {
    const renders = pool({ workers: 1, timeoutMs: 1 });
    await expect(renders.render(card('Lenta'))).rejects.toThrow(/took over 1 ms/);
    expect(renders.running).toBe(0);
    await expect(renders.render(card('De novo'))).rejects.toThrow(/took over 1 ms/);
  });
});
