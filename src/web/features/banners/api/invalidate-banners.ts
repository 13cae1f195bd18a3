import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { markBannersChanged } from '#web/shared/banners/banner-freshness.ts';

/**
 * After any banner change: the admin list and every public slot of this browser, whose refetches
 * then bypass the HTTP-cached picks (banner-freshness.ts).
 */
export function invalidateBanners(queryClient: QueryClient): void {
  markBannersChanged();
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminBanners });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bannerPicks });
}
