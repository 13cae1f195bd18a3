import { RANKING_SIZE, type RankingResponse } from '#domain/schemas/fans.ts';
import type { AppDeps } from '#server/deps.ts';
import { topFans, topFighters } from './ranking-repository.ts';

/**
 * The public ranking, from the records the result run keeps (fans/result-run.ts): finished
 * battles only. Read on the replica and shared by concurrent readers of this instance.
 */
export async function getRanking(deps: AppDeps): Promise<RankingResponse> {
  return deps.readCache.value('ranking', async () => {
    const now = deps.clock();
    const [fighters, fans] = await Promise.all([
      topFighters(deps.readDb, RANKING_SIZE, now),
      topFans(deps.readDb, RANKING_SIZE, now),
    ]);
    const value: RankingResponse = { fighters, fans };
    return { value, keep: { tag: { kind: 'static' }, bytes: 200 * (fighters.length + fans.length) + 64 } };
  });
}
