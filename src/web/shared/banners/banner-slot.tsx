import { useState } from 'react';
import { useLocation } from 'react-router';
import { adPageContext, bannerShownOn } from '#domain/ad-page.ts';
import { safeLinkHref } from '#domain/safe-link.ts';
import { cn } from '#web/lib/cn.ts';
import { type BannerPosition, type PickedBanner, useBannerPick } from './use-banner-pick.ts';

export interface BannerSlotProps {
  position: BannerPosition;
  className?: string;
}

/** Slot widths per position. */
const frameClass: Record<BannerPosition, string> = {
  sidebar: 'mx-auto w-full max-w-[300px]',
  footer: 'mx-auto w-full max-w-[970px]',
  header: 'mx-auto w-full max-w-[970px]',
  'in-content': 'mx-auto w-full max-w-[970px]',
};

/**
 * The spec's box of each position, scaled to the slot's width (mobile shrinks it). The box has its
 * height before the image arrives, so a loading banner moves nothing; the image sits inside it at
 * most at its own size.
 */
const boxClass: Record<BannerPosition, string> = {
  sidebar: 'aspect-[300/600]',
  footer: 'aspect-[970/250]',
  header: 'aspect-[970/120]',
  'in-content': 'aspect-[970/250]',
};

interface BannerViewProps {
  banner: PickedBanner;
  position: BannerPosition;
  className?: string;
}

/** One picked banner; an image that fails to load removes the whole slot (no broken box). */
function BannerView({ banner, position, className }: BannerViewProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;

  const href = safeLinkHref(banner.linkUrl);
  const image = (
    <span className={cn('flex w-full items-center justify-center', boxClass[position])}>
      <img
        src={banner.imageUrl}
        alt={banner.name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="block max-h-full max-w-full rounded-lg object-contain"
      />
    </span>
  );

  return (
    <div
      className={cn(frameClass[position], className)}
      data-banner-position={position}
      data-banner-id={String(banner.id)}
    >
      <p className="mb-1 text-[11px] font-medium uppercase tracking-wider text-zinc-400">Publicidade</p>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener sponsored"
          className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950"
        >
          {image}
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      ) : (
        image
      )}
    </div>
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
  return <BannerView key={String(banner.id)} banner={banner} position={position} className={className} />;
}
