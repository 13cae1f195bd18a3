import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// The area's entries only: the whole catalogue (admin texts included) would ride along.
import { BATTLE_LOAD_FAILED, BATTLE_NOT_FOUND } from '#domain/messages/battles.ts';
import { battleCacheTag, PAGE_CACHE_TAG_HEADER, pageCachePolicies } from '#domain/pages/page-cache.ts';
import { FIGHTER_PARAM } from '#domain/pages/share.ts';
import { battleShareMeta } from '#domain/pages/share-meta.ts';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { dehydrated, prefetched } from '#web/app/dehydrate.ts';
import { loaderHeaders } from '#web/app/page-headers.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { useRootData } from '#web/app/root-data.ts';
import { RouteErrorView } from '#web/app/route-error.tsx';
import { useInViewerShell, type ViewerQueries } from '#web/app/viewer-shell.tsx';
import { ArrowLeft, SearchX } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useNowPast } from '#web/lib/use-now.ts';
import { bannerPickEntries } from '#web/shared/banners/banner-picks.ts';
import { BannerSlot } from '#web/shared/banners/banner-slot.tsx';
import { useBattleLive } from '#web/shared/live/use-battle-live.ts';
import { meQuery, useMe } from '#web/shared/session/use-me.ts';
import { battleQuery, useBattle } from './api/use-battle.ts';
import { battleJsonLd } from './battle-json-ld.ts';
import { BattleAdSlot } from './components/battle-ad-slot.tsx';
import { BattleDetails } from './components/battle-details.tsx';
import { BattleStatusCard } from './components/battle-status-card.tsx';
import { JoinConfirmGate } from './components/join-confirm-gate.tsx';
import { ParticipantList } from './components/participant-list.tsx';
import { SponsorCard } from './components/sponsor-card.tsx';
import { battleShareResult, cardDisplayStatus } from './display-status.ts';
import { useJoinAction } from './use-join-action.ts';
import { useRefetchWhenFinished } from './use-refetch-when-finished.ts';

/**
 * The battle with its participants and counts, read by the server for this viewer: the HTML
 * carries every fighter's name and count, and the page starts from the same answer. An unknown
 * battle is a 404.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const idOrSlug = params.idOrSlug ?? '';
  const [me, detail, banners] = await Promise.all([
    context.pageData.me(),
    context.pageData.battle(idOrSlug),
    bannerPickEntries(context.pageData, 'battle_details'),
  ]);
  if (!detail) throw data(null, { status: 404, headers: pageCachePolicies.live });
  if ('movedTo' in detail) {
    // A link shared before a rename: the same page (and ?fighter=) at the battle's slug now.
    const { search } = new URL(request.url);
    throw redirect(`/battle/${encodeURIComponent(detail.movedTo)}${search}`, {
      status: 301,
      headers: pageCachePolicies.live,
    });
  }
  return data(
    {
      dehydrated: dehydrated([
        prefetched(meQuery(), me),
        prefetched(battleQuery(idOrSlug), detail),
        ...banners,
      ]),
    },
    { headers: { ...pageCachePolicies.live, [PAGE_CACHE_TAG_HEADER]: battleCacheTag(detail.battle) } },
  );
}

/**
 * A signed-in fan's own part of the page (docs/decisions/0027-viewer-parts-in-the-browser.md): the
 * shared shell comes from the loader read as a visitor's; the browser renders its holes from these.
 */
export const viewerQueries: ViewerQueries = async ({ params, context }) => {
  const idOrSlug = params.idOrSlug ?? '';
  const detail = await context.pageData.battle(idOrSlug);
  return detail && !('movedTo' in detail) ? [prefetched(battleQuery(idOrSlug), detail)] : [];
};

/** The page's battle: a fan's session statement also reads their votes in it (one round trip). */
export const viewerBattleParam = 'idOrSlug';

export const headers = loaderHeaders;

const NOT_FOUND = BATTLE_NOT_FOUND.message;
const LOAD_FAILED = BATTLE_LOAD_FAILED;

function BackToArena() {
  return (
    // Not on a phone: its row would push the fighters below the first screen (the header's menu
    // and logo lead back), docs/product.md (battle page, first screen).
    <div className="hidden self-start sm:block">
      <Link to="/arena" className={buttonClass('ghost', 'sm', '-ml-2 md:ml-0')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para a Arena
      </Link>
    </div>
  );
}

function BattleNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={NOT_FOUND}
      description="A batalha que você procura não existe ou ainda não foi publicada."
      action={
        <Link to="/arena" className={buttonClass('primary')}>
          Voltar para a Arena
        </Link>
      }
    />
  );
}

function BattleView({ battle }: { battle: BattleDetail }) {
  // Re-rendered when the battle starts or ends (status, votes open), not every second: the
  // countdown ticks on its own, and the participant list can be a thousand rows.
  const now = useNowPast([battle.startTime, battle.endTime]);
  const session = useMe();
  // A shell's viewer is always signed in (only fans get one), as the browser will render it.
  const isLoggedIn = useInViewerShell() || session.me !== null;
  const { join, confirmation, joiningId } = useJoinAction();
  const displayStatus = cardDisplayStatus(battle, now);
  useRefetchWhenFinished(battle, displayStatus === 'finished');

  return (
    <div className="grid grid-cols-1 gap-6 md:gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
      {/* The fight first: on a 360 px phone the header is compact and the first fighter with
          their vote button sits on the first screen; details, tie rule and sponsors follow. */}
      <div className="flex min-w-0 flex-col gap-4 md:gap-8">
        <BattleStatusCard
          battle={battle}
          displayStatus={displayStatus}
          isLoggedIn={isLoggedIn}
          isJoining={joiningId === battle.id}
          onJoin={() => join(battle)}
        />
        <section
          id="participantes"
          aria-labelledby="participants-title"
          className="flex scroll-mt-20 flex-col gap-3 md:gap-4"
        >
          <h2 id="participants-title" className="text-lg font-bold text-zinc-50 md:text-xl">
            Participantes
          </h2>
          <ParticipantList battle={battle} displayStatus={displayStatus} now={now} />
        </section>
        <BattleDetails battle={battle} />
        <SponsorCard sponsors={battle.sponsors} />
        <BannerSlot position="in-content" />
        <JoinConfirmGate confirmation={confirmation} />
      </div>
      <aside className="flex flex-col items-center gap-6 lg:items-start" aria-label="Publicidade">
        <BattleAdSlot battle={battle} />
      </aside>
    </div>
  );
}

/** '/battle/:idOrSlug': status, countdown, live participant counts and voting, sponsors, banner. */
export default function BattlePage() {
  const { idOrSlug = '' } = useParams();
  const query = useBattle(idOrSlug);
  useBattleLive(query.data?.id ?? null);

  let content: ReactNode;
  if (query.isPending) {
    // The screen-high box keeps the footer below the fold until the battle arrives, so it does
    // not jump (layout shift) when the page fills in.
    content = (
      <div className="min-h-dvh">
        <PageSpinner label="Carregando batalha" />
      </div>
    );
  } else if (query.isError) {
    content =
      isApiError(query.error) && query.error.status === 404 ? (
        <BattleNotFound />
      ) : (
        <ErrorState
          title={LOAD_FAILED.title}
          message={LOAD_FAILED.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      );
  } else {
    content = <BattleView battle={query.data} />;
  }

  const battle = query.data;
  const origin = useRootData()?.origin ?? '';
  const [searchParams] = useSearchParams();
  const fighterName = searchParams.get(FIGHTER_PARAM)?.toLowerCase();
  const fighter = fighterName
    ? battle?.participants.find((p) => p.username.toLowerCase() === fighterName)
    : undefined;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-3 md:gap-6 md:px-6 md:py-10">
      {battle ? (
        <PageMeta
          title={battle.title}
          description=""
          share={battleShareMeta({
            origin,
            battle: {
              ...battle,
              prizeAmount: battle.prize.amount,
              prizeType: battle.prize.type,
              prizeDescription: battle.prize.description,
              champions: battleShareResult(battle, battle.displayStatus)?.champions,
            },
            fighter: fighter ?? null,
          })}
          jsonLd={battleJsonLd(battle, origin)}
        />
      ) : (
        <PageMeta
          title={query.isError ? NOT_FOUND : 'Batalha'}
          description="Batalha virtual de Muaythai na Yod Arena."
        />
      )}
      <BackToArena />
      {content}
    </div>
  );
}

/** The loader's 404 (an unknown battle) keeps the page's frame; anything else is the generic error. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteErrorView error={error} />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <PageMeta title={NOT_FOUND} description="Batalha virtual de Muaythai na Yod Arena." robots="noindex" />
      <BackToArena />
      <BattleNotFound />
    </div>
  );
}
