import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerEndpoints } from '#domain/endpoints/banners.ts';
import { AD_BANNER_CACHE_MS, type AdPage, type BannerPosition } from '#domain/pages/ad-page.ts';
import type { PickedBanner } from '#domain/schemas/banners.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { bannerRequestCache } from './banner-freshness.ts';

export type { BannerPosition, PickedBanner };
export type BannerPage = AdPage;

/**
 * GET /api/banners/pick: one active banner for a slot, or null when none fits. Cached 5 minutes,
 * except right after this browser changed a banner (banner-freshness.ts): then a page's pick,
 * possibly from a cached page, is asked again. The 'banners' key root survives login and logout
 * (lib/query-keys.ts).
 */
export const bannerPickQuery = (position: BannerPosition, page: BannerPage | null) =>
  queryOptions({
    queryKey: queryKeys.bannerPick(position, page),
    queryFn: ({ signal }) =>
      api(
        bannerEndpoints.pick,
        { query: { position, page: page ?? undefined } },
        { signal, cache: bannerRequestCache() },
      ),
  });

/** A slot's banner; server-rendered pages hand their picks over in the query cache (banner-picks.ts). */
export function useBannerPick(position: BannerPosition, page: BannerPage | null, enabled = true) {
  return useQuery({
    ...bannerPickQuery(position, page),
    enabled,
    select: (data) => data.banner,
    staleTime: () => (bannerRequestCache() === 'reload' ? 0 : AD_BANNER_CACHE_MS),
    gcTime: AD_BANNER_CACHE_MS * 2,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
