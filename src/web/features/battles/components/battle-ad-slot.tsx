import { useState } from 'react';
import { safeLinkHref } from '#domain/safe-link.ts';
import type { BattleCard } from '#domain/schemas/battles.ts';
import { BannerSlot } from '#web/shared/banners/banner-slot.tsx';

/**
 * The battle's own banner (300x600) when it has one, else a global sidebar banner for the battle
 * page. A battle banner that fails to load falls back to the global slot.
 */
export function BattleAdSlot({
  battle,
}: {
  battle: Pick<BattleCard, 'title' | 'adBannerUrl' | 'adBannerLinkUrl'>;
}) {
  const [failed, setFailed] = useState(false);
  if (!battle.adBannerUrl || failed) return <BannerSlot position="sidebar" />;

  const href = safeLinkHref(battle.adBannerLinkUrl);
  const image = (
    <img
      src={battle.adBannerUrl}
      alt={`Banner da batalha ${battle.title}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="block h-auto max-h-[600px] w-full rounded-lg object-contain"
    />
  );
  return (
    <div className="w-full max-w-[300px]" data-banner-position="battle">
      <p className="mb-1 text-[11px] font-medium uppercase tracking-wider text-zinc-400">Publicidade</p>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener sponsored"
          className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
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
