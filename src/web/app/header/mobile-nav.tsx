import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Menu } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { useIsMobile } from '#web/lib/use-media-query.ts';

const loadDrawer = () => import('./mobile-nav-drawer.tsx');
// Radix Dialog and the scroll lock load on the first open (or hover/focus of the button), not
// with every page: most visits never open the drawer.
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));
const preload = () => void loadDrawer();

/** Under 768 px the navigation is a sheet from the left (Radix Dialog: focus trap, Escape). */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const isMobile = useIsMobile();

  // Growing past the breakpoint removes the trigger; a drawer left open would trap focus unseen.
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile]);

  return (
    <>
      {/* The attributes Radix's Dialog.Trigger would set. */}
      <button
        ref={triggerRef}
        type="button"
        className={buttonClass('ghost', 'icon', 'shrink-0 md:hidden')}
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer id={drawerId} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
