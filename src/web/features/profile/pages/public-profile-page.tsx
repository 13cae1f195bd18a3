import { UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { usePublicProfile } from '../api/use-public-profile.ts';
import { AchievementsGrid } from '../components/achievements-grid.tsx';
import { OtherProfiles } from '../components/other-profiles.tsx';
import { ProfileBattles } from '../components/profile-battles.tsx';
import { ProfileIdentity } from '../components/profile-identity.tsx';
import { ProfileStats } from '../components/profile-stats.tsx';

export const PUBLIC_PROFILE_LOAD_ERROR = 'Não foi possível carregar este perfil.';

/** /u/:username: a participant's public page (picture, Instagram, battles, wins, achievements). */
export default function PublicProfilePage() {
  const { username = '' } = useParams();
  const query = usePublicProfile(username);
  const profile = query.data;

  let main: React.ReactNode;
  if (query.isLoading) {
    main = <PageSpinner />;
  } else if (isApiError(query.error) && query.error.status === 404) {
    main = (
      <EmptyState
        icon={UserX}
        title="Perfil não encontrado."
        description="Confira o nome do lutador ou volte para a arena."
        action={
          <Link to="/arena" className={buttonClass('primary')}>
            Ir para Arena
          </Link>
        }
      />
    );
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
            <ProfileIdentity
              username={profile.username}
              pictureUrl={profile.profilePictureUrl}
              instagramHandle={profile.instagramHandle}
              memberSince={profile.memberSince}
            />
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
            ? `${profile.username} na Yod Arena: ${profile.stats.battlesJoined} batalhas, ${profile.stats.battlesWon} vitórias.`
            : 'Perfil de participante da Yod Arena.'
        }
        path={`/u/${encodeURIComponent(username)}`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="flex min-w-0 flex-col gap-6">{main}</div>
        <aside aria-label="Outros perfis">
          <OtherProfiles />
        </aside>
      </div>
    </div>
  );
}
