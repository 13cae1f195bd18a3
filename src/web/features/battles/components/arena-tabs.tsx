import { Link } from 'react-router';
import { battleTabLabels, battleTabs } from '#domain/battles/battle-tabs.ts';
import { type ArenaView, arenaHref } from '#web/features/battles/arena-view.ts';
import { cn } from '#web/lib/cn.ts';

const tabs = [
  { tab: undefined, label: 'Todas' },
  ...battleTabs.map((tab) => ({ tab, label: battleTabLabels[tab] })),
] as const;

/**
 * The status tabs as links (the tab lives in the URL: shareable, server-rendered, works before the
 * scripts load). On a phone they are one row that scrolls inside its own strip, so the page itself
 * never scrolls sideways and the first battle card stays on the first screen.
 */
export function ArenaTabs({ view }: { view: ArenaView }) {
  return (
    <nav aria-label="Status das batalhas" className="-mx-4 min-w-0 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-2">
        {tabs.map(({ tab, label }) => {
          const current = view.tab === tab;
          return (
            <li key={label}>
              <Link
                to={arenaHref({ ...view, tab })}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                data-testid={`arena-tab-${tab ?? 'all'}`}
                className={cn(
                  'inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400',
                  current
                    ? 'border-amber-400 bg-amber-400 text-zinc-950'
                    : 'border-zinc-700 bg-zinc-900 text-zinc-200 hover:border-zinc-500 hover:text-white',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
