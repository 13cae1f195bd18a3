import { Link } from 'react-router';
import { plural } from '#domain/text/plural.ts';
import { UserCheck, UserPlus } from '#web/components/icons/icons.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { useFollowState } from '#web/features/profile/api/use-follow-state.ts';
import { useSetFollowing } from '#web/features/profile/api/use-set-following.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useMe } from '#web/shared/session/use-me.ts';

/**
 * 'Seguir' on a fighter's public page: a followed fighter's new battles reach the fan as a notice.
 * A visitor is sent to sign in; the fighter's own page has no button.
 */
export function FollowButton({ username }: { username: string }) {
  const { me, isLoading } = useMe();
  const self = me?.username.toLowerCase() === username.toLowerCase();
  const state = useFollowState(username, me !== null && !self);
  const change = useSetFollowing(username);
  if (isLoading || self) return null;
  if (!me) {
    return (
      <Link to={`/login?from=${encodeURIComponent(`/u/${username}`)}`} className={buttonClass('secondary')}>
        <UserPlus className="size-4" aria-hidden="true" />
        Entre para seguir
      </Link>
    );
  }
  const following = state.data?.following ?? false;
  const toggle = () =>
    change.mutate(!following, {
      onError: (error) => toast.error('Não foi possível atualizar', { description: errorMessage(error) }),
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={following ? 'secondary' : 'primary'}
        onClick={toggle}
        isLoading={change.isPending || state.isLoading}
        aria-pressed={following}
        data-testid="follow-button"
      >
        {following ? (
          <UserCheck className="size-4" aria-hidden="true" />
        ) : (
          <UserPlus className="size-4" aria-hidden="true" />
        )}
        {following ? 'Seguindo' : 'Seguir'}
      </Button>
      {state.data ? (
        <span className="text-sm text-zinc-300">
          {plural(state.data.followers, { one: 'seguidor', other: 'seguidores' })}
        </span>
      ) : null}
    </div>
  );
}
