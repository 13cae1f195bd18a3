import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../domain/format.ts';
// The area's entries only: the whole catalogue (admin texts included) would ride along.
import { battlesMessages as messages } from '../../../domain/messages/battles.ts';
import type { BattleDetail } from '../../../domain/schemas/battles.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useMe } from '../auth/api/use-me.ts';
import { useBattleLive } from '../live/use-battle-live.ts';
import { useNowPast } from '../live/use-now.ts';
import { useBattle } from './api/use-battle.ts';
import { BattleAdSlot } from './components/battle-ad-slot.tsx';
import { BattleStatusCard } from './components/battle-status-card.tsx';
import { ParticipantList } from './components/participant-list.tsx';
import { SponsorCard } from './components/sponsor-card.tsx';
import { battlePath, cardDisplayStatus } from './display-status.ts';
import { useJoinAction } from './use-join-action.ts';
import { useRefetchWhenFinished } from './use-refetch-when-finished.ts';

const NOT_FOUND = messages.BATTLE_NOT_FOUND.message;
const LOAD_FAILED = messages.BATTLE_LOAD_FAILED;

function BackToArena() {
  return (
    <Link to="/arena" className={buttonClass('ghost', 'sm', 'self-start')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar para a Arena
    </Link>
  );
}

function BattleView({ battle }: { battle: BattleDetail }) {
  // Re-rendered when the battle starts or ends (status, votes open), not every second: the
  // countdown ticks on its own, and the participant list can be a thousand rows.
  const now = useNowPast([battle.startTime, battle.endTime]);
  const { me } = useMe();
  const { join, joiningId } = useJoinAction();
  const displayStatus = cardDisplayStatus(battle, now);
  useRefetchWhenFinished(battle, displayStatus === 'finished');

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="flex min-w-0 flex-col gap-8">
        <BattleStatusCard
          battle={battle}
          displayStatus={displayStatus}
          isLoggedIn={me !== null}
          isJoining={joiningId === battle.id}
          onJoin={() => join(battle)}
        />
        <section aria-labelledby="participants-title" className="flex flex-col gap-4">
          <h2 id="participants-title" className="text-xl font-bold text-zinc-50">
            Participantes
          </h2>
          <ParticipantList battle={battle} displayStatus={displayStatus} now={now} />
        </section>
        <SponsorCard sponsors={battle.sponsors} />
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
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      {battle ? (
        <PageMeta
          title={battle.title}
          description={`Vote na batalha "${battle.title}" da Yod Arena. Prêmio: ${formatMoney(battle.prize.amount)}.`}
          path={battlePath(battle)}
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
