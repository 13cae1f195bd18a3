import type { ReactNode } from 'react';
import { useAccountLive } from '#web/shared/live/use-account-live.ts';
import { BanGate } from './ban-gate.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToHash } from './scroll-to-hash.tsx';

/**
 * Around every page, public or admin: the navigation bar, anchor scrolling, the ban gate, and the
 * signed-in viewer's account stream (a ban shows at once; it stays open under the ban dialog, so
 * the unban arrives too).
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useAccountLive();
  return (
    <>
      <NavigationProgress />
      <ScrollToHash />
      <BanGate>{children}</BanGate>
    </>
  );
}
