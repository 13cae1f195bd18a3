import { initials } from '#domain/accounts/initials.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * The profile picture, or the username's initial (a whole grapheme: an emoji stays whole) on the
 * brand colour; decorative next to the name.
 */
export function UserAvatar({
  username,
  pictureUrl,
  className,
}: {
  username: string;
  pictureUrl: string | null;
  className?: string;
}) {
  const base = cn('inline-flex size-8 shrink-0 items-center justify-center rounded-full', className);
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className={cn(base, 'object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-red-600 text-sm font-bold text-white uppercase')}>
      {initials(username)}
    </span>
  );
}
