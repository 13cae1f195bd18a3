import { data, Link, type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { battleTabLabels } from '#domain/battles/battle-tabs.ts';
import { BATTLES_LOAD_FAILED } from '#domain/messages/battles.ts';
import { pageCachePolicies } from '#domain/pages/page-cache.ts';
import { dehydrated, prefetched, prefetchedAnswer, prefetchedInfinite } from '#web/app/dehydrate.ts';
import { loaderHeaders } from '#web/app/page-headers.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { useInViewerShell, type ViewerQueries, type ViewerShellWhen } from '#web/app/viewer-shell.tsx';
import { ArrowLeft, SearchX, Swords } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { bannerPickEntries } from '#web/shared/banners/banner-picks.ts';
import { BannerSlot } from '#web/shared/banners/banner-slot.tsx';
import { useBattleLive } from '#web/shared/live/use-battle-live.ts';
import { meQuery, useMe } from '#web/shared/session/use-me.ts';
import { battlesQuery, useBattles } from './api/use-battles.ts';
import { type ArenaView, arenaHref, arenaViewOf } from './arena-view.ts';
import { ArenaHero } from './components/arena-hero.tsx';
import { ArenaSearch } from './components/arena-search.tsx';
import { ArenaTabs } from './components/arena-tabs.tsx';
import { BattleList } from './components/battle-list.tsx';
import { LoadMoreButton } from './components/load-more-button.tsx';

/** The arena's first page for this viewer, tab and search, read by the server: the HTML lists the battles. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = arenaViewOf(new URL(request.url).searchParams);
  const [me, page, banners] = await Promise.all([
    context.pageData.me(),
    context.pageData.battles({ filter: view.filter, tab: view.tab, q: view.q || undefined }),
    bannerPickEntries(context.pageData, 'arena'),
  ]);
  return data(
    {
      dehydrated: dehydrated([
        prefetched(meQuery(), me),
        prefetchedInfinite(battlesQuery(view.filter, view), page),
        ...banners,
      ]),
    },
    { headers: pageCachePolicies.live },
  );
}

/**
 * A fan's arena is the shell every fan shares (docs/decisions/0033-arena-and-profile-shells.md):
 * the cards as a visitor's, each card's own part (the 'Você participa' mark, the join button) left
 * to the browser. The fan's answers are the shell's own first page with their marks on it, sent
 * only when they take part in one of its battles (otherwise the shell's copy is theirs already).
 */
export const viewerQueries: ViewerQueries = async ({ search, loaderData, context }) => {
  const view = arenaViewOf(search);
  const query = battlesQuery(view.filter, view);
  const shared = prefetchedAnswer(loaderData, query)?.pages[0];
  if (!shared || shared.battles.length === 0) return [];
  const joined = new Set(await context.pageData.battlesJoined(shared.battles.map((battle) => battle.id)));
  if (joined.size === 0) return [];
  const battles = shared.battles.map((battle) => ({
    ...battle,
    isCurrentUserParticipant: joined.has(battle.id),
  }));
  return [prefetchedInfinite(query, { ...shared, battles })];
};

/** 'My battles' is the fan's own list through and through: a whole render, not the shell. */
export const viewerShellWhen: ViewerShellWhen = (search) => arenaViewOf(search).filter !== 'my_battles';

export const headers = loaderHeaders;

const DESCRIPTION =
  'Batalhas virtuais de Muaythai abertas para votação: vote nos seus atletas favoritos, acompanhe a contagem ao vivo e dispute prêmios via PIX.';

function MyBattlesHeading() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <h2 className="text-2xl font-bold text-zinc-50">Batalhas que participo</h2>
      <Link to="/arena" className={buttonClass('secondary', 'sm')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Ver todas as batalhas
      </Link>
    </div>
  );
}

function ArenaContent({ view }: { view: ArenaView }) {
  const { filter } = view;
  const session = useMe();
  // A shell's viewer is always signed in (only fans get one), as the browser will render it.
  const inShell = useInViewerShell();
  const battles = useBattles(filter, { tab: view.tab, q: view.q });
  useBattleLive('all');

  // 'My battles' is never a shell (viewerShellWhen): only there does the list depend on the viewer.
  if (filter === 'my_battles' && !session.isLoading && !session.me) {
    return (
      <EmptyState
        icon={Swords}
        title="Entre para ver as batalhas em que você participa."
        action={
          <Link to="/login?from=%2Farena%3Ffilter%3Dmy_battles" className={buttonClass('primary')}>
            Entrar
          </Link>
        }
      />
    );
  }
  if (battles.isPending) {
    // The screen-high box keeps the footer below the fold until the list arrives (no layout shift).
    return (
      <div className="min-h-dvh">
        <PageSpinner label="Carregando batalhas" />
      </div>
    );
  }
  if (battles.isError && !battles.data) {
    return (
      <ErrorState
        message={BATTLES_LOAD_FAILED.message}
        onRetry={() => void battles.refetch()}
        isRetrying={battles.isRefetching}
      />
    );
  }
  if (battles.data.length === 0 && (view.q || view.tab)) {
    const where = view.tab ? ` em ${battleTabLabels[view.tab]}` : '';
    return (
      <EmptyState
        icon={SearchX}
        title={view.q ? `Nenhuma batalha encontrada para "${view.q}"${where}.` : `Nenhuma batalha${where}.`}
        description="Tente outro nome ou veja as outras abas."
        action={
          <Link to={arenaHref({ filter, tab: undefined, q: '' })} className={buttonClass('secondary')}>
            Ver todas as batalhas
          </Link>
        }
      />
    );
  }
  if (battles.data.length === 0) {
    return filter === 'my_battles' ? (
      <EmptyState
        icon={Swords}
        title="Você ainda não participa de nenhuma batalha."
        description="Inscreva-se em uma batalha aberta clicando em 'Quero entrar!'."
        action={
          <Link to="/arena" className={buttonClass('primary')}>
            Ver todas as batalhas
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={Swords}
        title="Nenhuma batalha disponível no momento."
        description="Novas batalhas são abertas com frequência. Volte em breve!"
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <BattleList battles={battles.data} isLoggedIn={inShell || session.me !== null} />
      {battles.hasNextPage ? (
        <LoadMoreButton
          onLoadMore={() => void battles.fetchNextPage()}
          isLoading={battles.isFetchingNextPage}
          failed={battles.isFetchNextPageError}
        />
      ) : null}
    </div>
  );
}

/**
 * '/arena' and '/arena?filter=my_battles', each with an optional status tab (`tab`) and search
 * (`q`) kept in the URL: the battle cards with their leading fighters, live counts and banners.
 */
export default function ArenaPage() {
  const [params] = useSearchParams();
  const view = arenaViewOf(params);

  return (
    <div className="bg-zinc-950 text-zinc-100">
      <PageMeta title="Arena" description={DESCRIPTION} path="/arena" />
      <ArenaHero />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-5 md:gap-8 md:px-6 md:py-10">
        {view.filter === 'my_battles' ? <MyBattlesHeading /> : <h2 className="sr-only">Batalhas</h2>}
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <ArenaTabs view={view} />
          <ArenaSearch view={view} />
        </div>
        <ArenaContent view={view} />
        <BannerSlot position="in-content" />
      </div>
    </div>
  );
}
