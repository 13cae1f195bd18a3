import type { QueryKey } from '@tanstack/react-query';
import type { bannerEndpoints } from '#domain/endpoints/banners.ts';
import type { EndpointOutput } from '#domain/endpoints/endpoint.ts';
import type { AdPage, BannerPosition } from '#domain/pages/ad-page.ts';
import type { PageData } from '#domain/pages/page-data.ts';
import { bannerPickQuery } from './use-banner-pick.ts';

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
  return (Object.keys(picks) as BannerPosition[]).map((position) => {
    // What the loader hands over is what the browser's own fetch of the pick would answer.
    const pick: EndpointOutput<typeof bannerEndpoints.pick> | undefined = picks[position];
    return [bannerPickQuery(position, page).queryKey, pick] as const;
  });
}
