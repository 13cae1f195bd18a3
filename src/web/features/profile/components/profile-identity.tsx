import type { ReactNode } from 'react';
import type { ProfileIdentity as Identity } from '#domain/schemas/profiles.ts';
import { formatDate } from '#domain/text/format.ts';
import { UserAvatar } from '#web/app/header/user-avatar.tsx';
import { InstagramLink } from './instagram-link.tsx';

/**
 * Picture, name, member-since and Instagram: the top of both profile pages. It takes the whole
 * identity, so a field added to it is shown here alone, on both pages.
 */
export function ProfileIdentity({
  identity: { username, profilePictureUrl, instagramHandle },
  memberSince,
  action,
}: {
  identity: Identity;
  memberSince: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <UserAvatar
        username={username}
        pictureUrl={profilePictureUrl}
        className="size-24 text-3xl! ring-2 ring-amber-400 ring-offset-2 ring-offset-zinc-900"
      />
      <div className="flex w-full min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-zinc-50 sm:text-3xl">{username}</h1>
        <p className="text-sm text-zinc-300">Membro desde {formatDate(memberSince)}</p>
        {instagramHandle ? <InstagramLink handle={instagramHandle} /> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
