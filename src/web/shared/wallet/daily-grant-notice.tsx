import { useEffect } from 'react';
import { yodcoinsLabel } from '#domain/text/format-number.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { toast } from '#web/lib/toast.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { dailyGrantSeenKey } from './next-grant.ts';

function remembered(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function remember(key: string) {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Private mode without storage: the toast may then show again on the next page, no harm.
  }
}

/**
 * Today's grant was already said another way (a new account's welcome names its first YodCoins):
 * the '+N de hoje' toast would read as N more.
 */
export function markDailyGrantSeen(userId: string, day: string) {
  remember(dailyGrantSeenKey(userId, day));
}

/**
 * The moment the daily YodCoins land: '+3 YodCoins de hoje' once per user and São Paulo day, on
 * the first page that learns of today's grant (docs/product.md#money). Renders nothing.
 */
export function DailyGrantNotice() {
  const { me } = useMe();
  const { dailyYodcoins, isLoading } = usePublicSettings({ fetch: false });
  const userId = me?.id ?? null;
  const lastDay = me?.dailyGrant.lastDay ?? null;
  useEffect(() => {
    if (!userId || !lastDay || isLoading || dailyYodcoins <= 0) return;
    if (lastDay !== saoPauloDayKey(new Date())) return;
    const key = dailyGrantSeenKey(userId, lastDay);
    if (remembered(key)) return;
    remember(key);
    toast.success(`+${yodcoinsLabel(dailyYodcoins)} de hoje`, {
      description: 'Seu bônus diário chegou: use nas batalhas abertas.',
    });
  }, [userId, lastDay, dailyYodcoins, isLoading]);
  return null;
}
