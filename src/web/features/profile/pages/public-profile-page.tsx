import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  useParams,
  useRouteError,
} from 'react-router';
import { PROFILE_NOT_FOUND } from '#domain/messages/auth.ts';
import { pageCachePolicies } from '#domain/pages/page-cache.ts';
import { plural } from '#domain/text/plural.ts';
import { dehydrated, prefetched } from '#web/app/dehydrate.ts';
import { loaderHeaders } from '#web/app/page-headers.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { RouteErrorView } from '#web/app/route-error.tsx';
import { ViewerHole, type ViewerQueries } from '#web/app/viewer-shell.tsx';
import { UserX } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { publicProfileQuery, usePublicProfile } from '#web/features/profile/api/use-public-profile.ts';
import { recentProfilesQuery } from '#web/features/profile/api/use-recent-profiles.ts';
import { AchievementsGrid } from '#web/features/profile/components/achievements-grid.tsx';
import { FollowButton } from '#web/features/profile/components/follow-button.tsx';
import { OtherProfiles } from '#web/features/profile/components/other-profiles.tsx';
import { ProfileBattles } from '#web/features/profile/components/profile-battles.tsx';
import { ProfileIdentity } from '#web/features/profile/components/profile-identity.tsx';
import { ProfileStats } from '#web/features/profile/components/profile-stats.tsx';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { meQuery } from '#web/shared/session/use-me.ts';

export const PUBLIC_PROFILE_LOAD_ERROR = 'Não foi possível carregar este perfil.';

/** The profile and the 'Outros perfis' list, read by the server; an unknown name is a 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  const [me, profile, recent] = await Promise.all([
    context.pageData.me(),
    context.pageData.publicProfile(username),
    context.pageData.recentProfiles(),
  ]);
  if (!profile) throw data(null, { status: 404, headers: pageCachePolicies.live });
  return data(
    {
      dehydrated: dehydrated([
        prefetched(meQuery(), me),
        prefetched(publicProfileQuery(username), profile),
        prefetched(recentProfilesQuery(), recent),
      ]),
    },
    { headers: pageCachePolicies.live },
  );
}

/**
 * Nothing of the page is the viewer's but the header (the root's queries): a fan gets the page
 * from the shell every fan shares (docs/decisions/0027-viewer-parts-in-the-browser.md).
 */
export const viewerQueries: ViewerQueries = async () => [];

export const headers = loaderHeaders;

function ProfileNotFound() {
  return (
    <EmptyState
      icon={UserX}
      title={PROFILE_NOT_FOUND.message}
      description="Confira o nome do lutador ou volte para a arena."
      action={
        <Link to="/arena" className={buttonClass('primary')}>
          Ir para Arena
        </Link>
      }
    />
  );
}

/** /u/:username: a participant's public page (picture, Instagram, battles, wins, achievements). */
export default function PublicProfilePage() {
  const { username = '' } = useParams();
  const query = usePublicProfile(username);
  const profile = query.data;

  let main: ReactNode;
  if (query.isLoading) {
    main = <PageSpinner />;
  } else if (isApiError(query.error) && query.error.status === 404) {
    main = <ProfileNotFound />;
  } else if (!profile) {
    main = (
      <ErrorState
        message={errorMessage(query.error, PUBLIC_PROFILE_LOAD_ERROR)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    main = (
      <>
        <Card>
          <CardContent>
            <ProfileIdentity identity={profile} memberSince={profile.memberSince} />
            <div className="mt-4 min-h-11">
              {/* Whether she follows is the fan's: filled in by the browser in a fan's shared page. */}
              <ViewerHole>
                <FollowButton username={profile.username} />
              </ViewerHole>
            </div>
          </CardContent>
        </Card>
        <ProfileStats stats={profile.stats} />
        <Card>
          <CardHeader>
            <CardTitle>Batalhas</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileBattles battles={profile.battles} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Conquistas</CardTitle>
          </CardHeader>
          <CardContent>
            <AchievementsGrid achievements={profile.achievements} />
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta
        title={profile ? profile.username : 'Perfil'}
        description={
          profile
            ? `${profile.username} na Yod Arena: ${plural(profile.stats.battlesJoined, { one: 'batalha', other: 'batalhas' })}, ${plural(profile.stats.battlesWon, { one: 'vitória', other: 'vitórias' })}.`
            : 'Perfil de participante da Yod Arena.'
        }
        path={`/u/${encodeURIComponent(username)}`}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="flex min-w-0 flex-col gap-6">{main}</div>
        <aside aria-label="Outros perfis">
          <OtherProfiles />
        </aside>
      </div>
    </div>
  );
}

/** An unknown fighter name: the 404 inside the page's frame; anything else is the generic error. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteErrorView error={error} />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta
        title="Perfil não encontrado"
        description="Perfil de participante da Yod Arena."
        robots="noindex"
      />
      <ProfileNotFound />
    </div>
  );
}
