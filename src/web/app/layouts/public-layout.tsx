import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '#web/app/footer.tsx';
import { Header } from '#web/app/header/header.tsx';
import { HydrateLater } from '#web/components/hydration/hydrate-later.tsx';
import { BannerSlot } from '#web/shared/banners/banner-slot.tsx';

export const MAIN_CONTENT_ID = 'conteudo';

/**
 * The skip link focuses <main> instead of following '#conteudo': the router would turn the
 * hash into a navigation, and focus is what keyboard and screen-reader users need.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToContent}
      className="sr-only z-[60] rounded-md bg-amber-400 px-4 py-2 font-semibold text-zinc-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Pular para o conteúdo
    </a>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col">
        {/* Header and footer banners frame every page that has an ad context (ad-page.ts). The
            header and the page hydrate with the root; the banners and the footer after it, in a
            commit of their own (docs/decisions/0024-hydration-that-yields.md). */}
        <HydrateLater>
          <BannerSlot position="header" className="px-4 pt-4 md:px-6" />
        </HydrateLater>
        <Outlet />
        <HydrateLater>
          <BannerSlot position="footer" className="px-4 pb-8 md:px-6" />
        </HydrateLater>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}

export default PublicLayout;
