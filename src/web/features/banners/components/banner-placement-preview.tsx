import {
  type AdPage,
  adTargetPageLabels,
  type BannerPosition,
  bannerPlacementTexts,
  bannerPositionLabels,
  bannerSlotPages,
} from '#domain/pages/ad-page.ts';
import { cn } from '#web/lib/cn.ts';

export interface BannerPlacementPreviewProps {
  position: BannerPosition;
  /** The pages chosen; none means every page the position has a slot on. */
  targetPages: readonly AdPage[];
  imageUrl: string;
}

/** A box of the sketch: the chosen position's is highlighted and carries the banner image. */
function Slot({
  active,
  imageUrl,
  className,
  name,
}: {
  active: boolean;
  imageUrl: string;
  className: string;
  name: string;
}) {
  return (
    <div
      data-preview-slot={name}
      data-active={active || undefined}
      className={cn(
        'overflow-hidden rounded-sm border',
        active ? 'border-amber-400 bg-amber-400/30' : 'border-dashed border-zinc-700 bg-transparent',
        className,
      )}
    >
      {active && imageUrl ? (
        <img src={imageUrl} alt="" className="size-full object-cover opacity-80" />
      ) : null}
    </div>
  );
}

/**
 * Where the banner will appear: a sketch of a page (menu, content, sidebar, footer) with the
 * position highlighted, the pages it shows on, and what the slot looks like there.
 */
export function BannerPlacementPreview({ position, targetPages, imageUrl }: BannerPlacementPreviewProps) {
  const pages = targetPages.length > 0 ? targetPages : bannerSlotPages[position];
  const slot = (name: BannerPosition, className: string) => (
    <Slot name={name} active={position === name} imageUrl={imageUrl} className={className} />
  );
  return (
    <section
      aria-label="Onde o banner aparece"
      className="flex flex-col gap-3 rounded-lg border border-zinc-800 bg-zinc-950/60 p-3 sm:flex-row"
      data-testid="banner-placement-preview"
    >
      <div aria-hidden="true" className="flex w-36 shrink-0 flex-col gap-1 self-center">
        <div className="h-2 rounded-sm bg-zinc-700" />
        {slot('header', 'h-3')}
        <div className="flex gap-1">
          <div className="flex flex-1 flex-col gap-1">
            <div className="h-6 rounded-sm bg-zinc-800" />
            {slot('in-content', 'h-4')}
            <div className="h-5 rounded-sm bg-zinc-800" />
          </div>
          {slot('sidebar', 'w-6')}
        </div>
        {slot('footer', 'h-4')}
        <div className="h-3 rounded-sm bg-zinc-700" />
      </div>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-semibold text-zinc-100">{bannerPositionLabels[position]}</p>
        <p className="text-zinc-300">{bannerPlacementTexts[position]}</p>
        <p className="text-zinc-300">
          <span className="text-zinc-400">Aparece em: </span>
          <span data-testid="banner-preview-pages">{pages.map((p) => adTargetPageLabels[p]).join(', ')}</span>
        </p>
      </div>
    </section>
  );
}
