import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AD_BANNER_CACHE_MS, type AdPage, type BannerPosition } from '#domain/ad-page.ts';
import type { BannerPickResponse, bannerPickResponseSchema, PickedBanner } from '#domain/schemas/banners.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { bannerRequestCache } from './banner-freshness.ts';

export type { BannerPosition, PickedBanner };
export type BannerPage = AdPage;

export function bannerPickPath(position: BannerPosition, page: BannerPage | null): string {
  const params = new URLSearchParams({ position });
  if (page) params.set('page', page);
  return `/api/banners/pick?${params.toString()}`;
}

/**
 * GET /api/banners/pick: one active banner for a slot, or null when none fits; server-rendered
 * pages hand their picks over in the query cache (banner-picks.ts). Cached 5 minutes, except right
 * after this browser changed a banner (banner-freshness.ts): then a page's pick, possibly from a
 * cached page, is asked again. The 'banners' key root survives login and logout (lib/query-keys.ts).
 */
export function useBannerPick(position: BannerPosition, page: BannerPage | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.bannerPick(position, page),
    queryFn: ({ signal }) =>
      apiGet<z.infer<typeof bannerPickResponseSchema>>(bannerPickPath(position, page), {
        signal,
        cache: bannerRequestCache(),
      }),
    select: (data: BannerPickResponse) => data.banner,
    staleTime: () => (bannerRequestCache() === 'reload' ? 0 : AD_BANNER_CACHE_MS),
    gcTime: AD_BANNER_CACHE_MS * 2,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
