import { useCallback, useEffect, useState } from 'react';
import { useIsMobile } from '#web/lib/use-media-query.ts';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie.ts';

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (labels) or collapsed (icons); remembered in a cookie. */
  open: boolean;
  /** Mobile: the drawer; never remembered, it starts closed on every page load. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

function isToggleShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

/** The admin sidebar's state: cookie for 7 days on desktop, a drawer on mobile, Ctrl/Cmd+B toggles. */
export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((value) => !value);
      return;
    }
    setOpen((value) => {
      const next = !value;
      // biome-ignore lint/suspicious/noDocumentCookie: a plain 7-day preference cookie (docs/product.md#admin-area).
      document.cookie = sidebarCookie(next);
      return next;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Growing past the breakpoint removes the drawer; left open it would trap focus unseen.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  return { isMobile, open, mobileOpen, setMobileOpen, toggle };
}
