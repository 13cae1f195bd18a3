import type { QueryKey } from '@tanstack/react-query';
import type { AdPage, BannerPosition } from '#domain/ad-page.ts';
import type { PageData } from '#domain/page-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * A page loader's banner picks as query cache entries: the slots render with their banner in the
 * server's HTML, under the keys useBannerPick reads, instead of appearing after hydration and
 * pushing the content below them down.
 */
export async function bannerPickEntries(
  pageData: PageData,
  page: AdPage,
): Promise<(readonly [QueryKey, unknown])[]> {
  const picks = await pageData.bannerPicks(page);
  return (Object.keys(picks) as BannerPosition[]).map(
    (position) => [queryKeys.bannerPick(position, page), picks[position]] as const,
  );
}
