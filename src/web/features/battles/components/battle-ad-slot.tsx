import { useState } from 'react';
import type { BattleCard } from '#domain/schemas/battles.ts';
import { AdFrame } from '#web/shared/banners/ad-frame.tsx';
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

  return (
    <AdFrame
      position="sidebar"
      imageUrl={battle.adBannerUrl}
      alt={`Banner da batalha ${battle.title}`}
      linkUrl={battle.adBannerLinkUrl}
      onImageError={() => setFailed(true)}
      data={{ 'data-banner-position': 'battle' }}
      fixedBox={false}
    />
  );
}
