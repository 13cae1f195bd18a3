import { Link } from 'react-router';
import { plural } from '#domain/text/plural.ts';
import { UserAvatar } from '#web/app/header/user-avatar.tsx';
import { Users } from '#web/components/icons/icons.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useRecentProfiles } from '#web/features/profile/api/use-recent-profiles.ts';

/** 'Outros perfis': real people who joined battles lately, each linking to their public page. */
export function OtherProfiles() {
  const query = useRecentProfiles();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="size-5 text-amber-400" aria-hidden="true" />
          Outros perfis
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Spinner />
        ) : query.isError ? (
          <p className="text-sm text-zinc-300">Não foi possível carregar outros perfis.</p>
        ) : !query.data || query.data.length === 0 ? (
          <p className="text-sm text-zinc-300">Ainda não há outros participantes.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {query.data.map((p) => (
              <li key={p.username}>
                <Link
                  to={`/u/${encodeURIComponent(p.username)}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400"
                >
                  <UserAvatar username={p.username} pictureUrl={p.profilePictureUrl} className="size-9" />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-sm font-semibold text-zinc-100">{p.username}</span>
                    <span className="text-xs text-zinc-400">
                      {plural(p.battlesJoined, { one: 'batalha', other: 'batalhas' })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
