import { useState } from 'react';
import { useLocation } from 'react-router';
import { adPageContext, bannerNeedsSideColumn, bannerShownOn } from '#domain/pages/ad-page.ts';
import { cn } from '#web/lib/cn.ts';
import { AdFrame } from './ad-frame.tsx';
import { type BannerPosition, type PickedBanner, useBannerPick } from './use-banner-pick.ts';

export interface BannerSlotProps {
  position: BannerPosition;
  className?: string;
}

/** One picked banner; an image that fails to load removes the whole slot (no broken box). */
function BannerView({ banner, position, className }: { banner: PickedBanner } & BannerSlotProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <AdFrame
      position={position}
      imageUrl={banner.imageUrl}
      alt={banner.name}
      linkUrl={banner.linkUrl}
      onImageError={() => setFailed(true)}
      className={className}
      data={{ 'data-banner-position': position, 'data-banner-id': String(banner.id) }}
    />
  );
}

/**
 * An ad banner slot: renders nothing while loading, on error, or when no banner fits. The page
 * context comes from the current path, so a slot cannot claim another page's ads;
 * pages and positions are those of ad-page.ts bannerSlotPages, which the admin form offers.
 */
export function BannerSlot({ position, className }: BannerSlotProps) {
  const page = adPageContext(useLocation().pathname);
  // A page without an ad context (about, login…) or without this position's slot asks for nothing.
  const shown = page !== null && bannerShownOn(position, page);
  const { data: banner } = useBannerPick(position, page, shown);
  if (!shown || !banner) return null;
  // Hidden by CSS, not by a media query in JavaScript: the server-rendered page and the hydrated one
  // agree, and a phone never shows it.
  return (
    <BannerView
      key={String(banner.id)}
      banner={banner}
      position={position}
      className={cn(className, bannerNeedsSideColumn(position) && 'max-lg:hidden')}
    />
  );
}
