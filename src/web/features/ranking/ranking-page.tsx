import type { ReactNode } from 'react';
import { data, Link, type LoaderFunctionArgs } from 'react-router';
import { pageCachePolicies } from '#domain/pages/page-cache.ts';
import { RANKING_SIZE } from '#domain/schemas/fans.ts';
import { plural } from '#domain/text/plural.ts';
import { dehydrated, prefetched } from '#web/app/dehydrate.ts';
import { loaderHeaders } from '#web/app/page-headers.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import type { ViewerQueries } from '#web/app/viewer-shell.tsx';
import { Trophy, Users } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { rankingQuery, useRanking } from './api/use-ranking.ts';
import { RankingList } from './components/ranking-list.tsx';

export const RANKING_LOAD_ERROR = 'Não foi possível carregar o ranking.';

const description =
  'Ranking da Yod Arena: os lutadores com mais vitórias e votos e os fãs que mais apoiam, batalha a batalha.';

/** The ranking, read by the server: the same for everyone (a visitor's page). */
export async function loader({ context }: LoaderFunctionArgs) {
  const ranking = await context.pageData.ranking();
  return data(
    { dehydrated: dehydrated([prefetched(rankingQuery(), ranking)]) },
    { headers: pageCachePolicies.live },
  );
}

/** Nothing of the page is the viewer's but the header. */
export const viewerQueries: ViewerQueries = async () => [];

export const headers = loaderHeaders;

const votes = (n: number) => plural(n, { one: 'voto', other: 'votos' });

/** /ranking: top fighters by wins then votes received, top fans by votes given (finished battles). */
export default function RankingPage() {
  const query = useRanking();
  const ranking = query.data;
  let content: ReactNode;
  if (query.isLoading) {
    content = <PageSpinner />;
  } else if (!ranking) {
    content = (
      <ErrorState
        message={errorMessage(query.error, RANKING_LOAD_ERROR)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (ranking.fighters.length === 0 && ranking.fans.length === 0) {
    content = (
      <EmptyState
        icon={Trophy}
        title="O ranking ainda está vazio"
        description="Ele se forma quando as primeiras batalhas terminam. Vote na arena e apareça aqui!"
        action={
          <Link to="/arena" className={buttonClass('primary')}>
            Ir para Arena
          </Link>
        }
      />
    );
  } else {
    content = (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Trophy className="size-5 text-amber-400" aria-hidden="true" />
              Lutadores
            </CardTitle>
            <p className="text-sm text-zinc-300">Por vitórias; no empate, por votos recebidos.</p>
          </CardHeader>
          <CardContent>
            {ranking.fighters.length === 0 ? (
              <p className="text-sm text-zinc-300">Nenhum lutador com votos ainda.</p>
            ) : (
              <RankingList
                label="Lutadores"
                testId="ranking-fighters"
                entries={ranking.fighters.map((f) => ({
                  username: f.username,
                  profilePictureUrl: f.profilePictureUrl,
                  detail: `${plural(f.wins, { one: 'vitória', other: 'vitórias' })} · ${votes(f.votesReceived)}`,
                }))}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Users className="size-5 text-amber-400" aria-hidden="true" />
              Fãs
            </CardTitle>
            <p className="text-sm text-zinc-300">Por votos dados; no empate, por campeões apoiados.</p>
          </CardHeader>
          <CardContent>
            {ranking.fans.length === 0 ? (
              <p className="text-sm text-zinc-300">Nenhum fã com votos em batalhas encerradas ainda.</p>
            ) : (
              <RankingList
                label="Fãs"
                testId="ranking-fans"
                entries={ranking.fans.map((f) => ({
                  username: f.username,
                  profilePictureUrl: f.profilePictureUrl,
                  detail: `${votes(f.votesGiven)} · ${plural(f.championsBacked, { one: 'campeão apoiado', other: 'campeões apoiados' })}`,
                }))}
              />
            )}
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <PageMeta title="Ranking" description={description} path="/ranking" />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-zinc-50 md:text-3xl">Ranking</h1>
        <p className="text-zinc-300">
          Os {RANKING_SIZE} primeiros lutadores e fãs, contando as batalhas encerradas.
        </p>
      </header>
      {content}
    </div>
  );
}
