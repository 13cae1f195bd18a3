import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After any banner change: the admin list and every public slot of this browser. */
export function invalidateBanners(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminBanners });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bannerPicks });
}
