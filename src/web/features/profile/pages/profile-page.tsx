import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { dehydrated } from '#web/app/dehydrate.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import type { ViewerQueries } from '#web/app/viewer-shell.tsx';
import { ExternalLink, Pencil } from '#web/components/icons/icons.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useOwnProfile } from '#web/features/profile/api/use-own-profile.ts';
import { AchievementsGrid } from '#web/features/profile/components/achievements-grid.tsx';
import { DeleteAccountDialog } from '#web/features/profile/components/delete-account-dialog.tsx';
import { EmailAlertsCard } from '#web/features/profile/components/email-alerts-card.tsx';
import { OtherProfiles } from '#web/features/profile/components/other-profiles.tsx';
import { ProfileDetails } from '#web/features/profile/components/profile-details.tsx';
import { ProfileEditForm } from '#web/features/profile/components/profile-edit-form.tsx';
import { ProfileIdentity } from '#web/features/profile/components/profile-identity.tsx';
import { ProfileStats } from '#web/features/profile/components/profile-stats.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { bannerPickEntries } from '#web/shared/banners/banner-picks.ts';
import { BannerSlot } from '#web/shared/banners/banner-slot.tsx';

/** The page's banners (the guard's loader reads the session; the profile loads in the browser). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { dehydrated: dehydrated(await bannerPickEntries(context.pageData, 'profile')) };
}

/**
 * Nothing of the page the server renders is the fan's but the header (the root's queries; the
 * profile itself loads in the browser): a fan gets it from the shell every fan shares
 * (docs/decisions/0033-arena-and-profile-shells.md).
 */
export const viewerQueries: ViewerQueries = async () => [];

export const PROFILE_LOAD_ERROR = 'Não foi possível carregar seu perfil.';

/** /profile: the signed-in user's own profile (the route sits behind RequireUser). */
export default function ProfilePage() {
  const query = useOwnProfile();
  const [editing, setEditing] = useState(false);
  const profile = query.data;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta
        title="Meu perfil"
        description="Seu perfil de lutador na Yod Arena: dados, estatísticas e conquistas."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="flex min-w-0 flex-col gap-6">
          {query.isLoading ? (
            <PageSpinner />
          ) : !profile ? (
            <ErrorState
              message={errorMessage(query.error, PROFILE_LOAD_ERROR)}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            />
          ) : (
            <>
              <Card>
                <CardContent className="flex flex-col gap-6">
                  <ProfileIdentity
                    identity={profile}
                    memberSince={profile.createdAt}
                    action={
                      editing ? null : (
                        <Button variant="secondary" onClick={() => setEditing(true)}>
                          <Pencil className="size-4" aria-hidden="true" />
                          Editar perfil
                        </Button>
                      )
                    }
                  />
                  {editing ? (
                    <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
                  ) : (
                    <>
                      <ProfileDetails profile={profile} />
                      <Link
                        to={`/u/${encodeURIComponent(profile.username)}`}
                        className={buttonClass('ghost', 'sm', 'self-start')}
                      >
                        <ExternalLink className="size-4" aria-hidden="true" />
                        Ver meu perfil público
                      </Link>
                    </>
                  )}
                </CardContent>
              </Card>
              <section aria-labelledby="estatisticas" className="flex flex-col gap-3">
                <h2 id="estatisticas" className="text-lg font-bold text-zinc-50">
                  Estatísticas
                </h2>
                <ProfileStats stats={profile.stats} />
              </section>
              <Card>
                <CardHeader>
                  <CardTitle>Conquistas</CardTitle>
                </CardHeader>
                <CardContent>
                  <AchievementsGrid achievements={profile.achievements} />
                </CardContent>
              </Card>
              <EmailAlertsCard />
              <BannerSlot position="in-content" />
              <Card>
                <CardHeader>
                  <CardTitle>Excluir conta</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  <p className="text-sm text-zinc-300">
                    Seus dados pessoais serão apagados. Os votos e o histórico de YodCoins continuam, sem o
                    seu nome, para que os resultados não mudem.
                  </p>
                  <DeleteAccountDialog />
                </CardContent>
              </Card>
            </>
          )}
        </div>
        <aside className="flex flex-col gap-6" aria-label="Outros perfis e publicidade">
          <OtherProfiles />
          <BannerSlot position="sidebar" />
        </aside>
      </div>
    </div>
  );
}
