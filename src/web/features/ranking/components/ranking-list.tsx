import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '#web/app/header/user-avatar.tsx';

export interface RankingEntry {
  username: string;
  profilePictureUrl: string | null;
  /** What the place is for ('3 vitórias · 1.200 votos'). */
  detail: ReactNode;
}

/** A numbered list of people, each linked to their public page; one row per place. */
export function RankingList({
  entries,
  label,
  testId,
}: {
  entries: RankingEntry[];
  label: string;
  testId: string;
}) {
  return (
    <ol aria-label={label} className="flex flex-col divide-y divide-zinc-800" data-testid={testId}>
      {entries.map((entry, i) => (
        <li key={entry.username}>
          <Link
            to={`/u/${encodeURIComponent(entry.username)}`}
            className="flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            <span className="w-7 shrink-0 text-right text-sm font-bold text-amber-300">{i + 1}º</span>
            <UserAvatar username={entry.username} pictureUrl={entry.profilePictureUrl} className="size-9" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold text-zinc-50">{entry.username}</span>
              <span className="text-sm text-zinc-300">{entry.detail}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
