import { AD_BANNER_CACHE_MS, type BannerPosition } from '#domain/pages/ad-page.ts';
import type { ActiveBanner } from './repository.ts';

interface Entry {
  at: number;
  banners: ActiveBanner[];
}

/**
 * Active banners per position, kept 5 minutes in this API instance. The pick
 * itself stays random per request; admin changes on this instance clear it at once, other
 * instances catch up within the TTL.
 */
export class BannerCache {
  private readonly entries = new Map<BannerPosition, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number = AD_BANNER_CACHE_MS,
  ) {}

  async get(position: BannerPosition, load: () => Promise<ActiveBanner[]>): Promise<ActiveBanner[]> {
    const entry = this.entries.get(position);
    const at = this.now();
    if (entry && at - entry.at < this.ttlMs) return entry.banners;
    const banners = await load();
    this.entries.set(position, { at, banners });
    return banners;
  }

  clear(): void {
    this.entries.clear();
  }
}
