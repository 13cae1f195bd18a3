import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { spreadRefetchDetail } from '#web/shared/live/battle-cache.ts';

/** Leaves room for a client clock slightly ahead of the server's. */
const SETTLE_MS = 1500;

/**
 * When the page clock passes the end time, the battle finishes on screen at once, but its winners
 * come from the server: refetch once, a moment later, unless the loaded data already has them.
 * Every open page's clock passes the end time together, so the refetch is spread over a few
 * seconds, and shared with the one the server's 'finished' event asks for.
 */
export function useRefetchWhenFinished(battle: BattleDetail, finishedNow: boolean): void {
  const queryClient = useQueryClient();
  const loadedFinished = battle.displayStatus === 'finished';
  useEffect(() => {
    if (!finishedNow || loadedFinished) return;
    const timer = setTimeout(() => spreadRefetchDetail(queryClient, battle.id), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [finishedNow, loadedFinished, queryClient, battle.id]);
}
