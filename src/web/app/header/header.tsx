import { lazy } from 'react';
import { ViewerHole } from '#web/app/viewer-shell.tsx';
import { HydrateLater } from '#web/components/hydration/hydrate-later.tsx';
import { useMe } from '#web/shared/session/use-me.ts';
import { AuthButtons } from './auth-buttons.tsx';
import { BalanceChip } from './balance-chip.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';

// Signed-in controls (Radix menu and popover, floating-ui) load only for signed-in visitors.
const HeaderExtras = lazy(() => import('./header-extras.tsx').then((m) => ({ default: m.HeaderExtras })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

/** Same footprint as the controls to come, so the header does not jump. */
function ControlsPlaceholder() {
  return <span className="h-9 w-28 animate-pulse rounded-full bg-zinc-800" aria-hidden="true" />;
}

/** Balance, notifications and the user menu for a signed-in fan; Entrar and Cadastrar otherwise. */
function ViewerControls() {
  const { me, isLoading } = useMe();
  if (isLoading) return <ControlsPlaceholder />;
  if (!me) return <AuthButtons />;
  return (
    <>
      <BalanceChip balance={me.balance} />
      {/* Its code comes after the page's: the page counts as hydrated once this part is too. */}
      <HydrateLater
        fallback={<span className="h-10 w-14 animate-pulse rounded-full bg-zinc-800" aria-hidden="true" />}
      >
        <HeaderExtras />
        <UserMenu me={me} />
      </HydrateLater>
    </>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-800 bg-zinc-950/95 backdrop-blur supports-[backdrop-filter]:bg-zinc-950/80">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-1 px-2 min-[400px]:gap-2 min-[400px]:px-3 sm:px-4 md:gap-6">
        <MobileNav />
        <Logo />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ViewerHole standalone fallback={<ControlsPlaceholder />}>
            <ViewerControls />
          </ViewerHole>
        </div>
      </div>
    </header>
  );
}
