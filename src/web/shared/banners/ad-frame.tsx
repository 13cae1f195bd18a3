import type { BannerPosition } from '#domain/pages/ad-page.ts';
import { safeLinkHref } from '#domain/pages/safe-link.ts';
import { cn } from '#web/lib/cn.ts';

/** Slot widths per position. */
const frameClass: Record<BannerPosition, string> = {
  sidebar: 'mx-auto w-full max-w-[300px]',
  footer: 'mx-auto w-full max-w-[970px]',
  header: 'mx-auto w-full max-w-[970px]',
  'in-content': 'mx-auto w-full max-w-[970px]',
};

/**
 * The box of each position (docs/product.md#admin-area), scaled to the slot's width (mobile shrinks it). The box has its
 * height before the image arrives, so a loading banner moves nothing; the image sits at its top, at
 * most at its own size.
 */
const boxClass: Record<BannerPosition, string> = {
  sidebar: 'aspect-[300/600]',
  footer: 'aspect-[970/250]',
  header: 'aspect-[970/120]',
  'in-content': 'aspect-[970/250]',
};

/** Without the box, the image is still never taller than its position's box. */
const maxHeightClass: Record<BannerPosition, string> = {
  sidebar: 'max-h-[600px]',
  footer: 'max-h-[250px]',
  header: 'max-h-[120px]',
  'in-content': 'max-h-[250px]',
};

export interface AdFrameProps {
  /** Which box the image gets (a battle's own 300x600 banner uses the sidebar's). */
  position: BannerPosition;
  imageUrl: string;
  alt: string;
  linkUrl: string | null;
  onImageError: () => void;
  className?: string;
  /** data-* attributes journeys and tests find the slot by. */
  data: Record<`data-${string}`, string>;
  /**
   * false: the frame takes the image's own height. For images of any shape (a battle's banner URL):
   * a landscape one letterboxed in the 300x600 box left half a phone screen blank.
   */
  fixedBox?: boolean;
}

/** 'Publicidade', the banner image in its box, and its sponsored link (new tab) when it has a safe one. */
export function AdFrame({
  position,
  imageUrl,
  alt,
  linkUrl,
  onImageError,
  className,
  data,
  fixedBox = true,
}: AdFrameProps) {
  const href = safeLinkHref(linkUrl);
  const image = (
    <span className={cn('flex w-full justify-center', fixedBox && boxClass[position])}>
      <img
        src={imageUrl}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={onImageError}
        className={cn(
          'block max-w-full rounded-lg object-contain',
          fixedBox ? 'max-h-full' : maxHeightClass[position],
        )}
      />
    </span>
  );

  return (
    <div className={cn(frameClass[position], className)} {...data}>
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
