import { Link } from 'react-router';
import { relativeTimeAgo } from '#domain/relative-time.ts';
import type { Notification } from '#domain/schemas/notifications.ts';
import { cn } from '#web/lib/cn.ts';

function isInternal(link: string | null): link is string {
  return link?.startsWith('/') === true && !link.startsWith('//');
}

export function NotificationItem({
  notification,
  unread,
  onNavigate,
}: {
  notification: Notification;
  /** Unread when the list was opened (it is marked read right after). */
  unread: boolean;
  onNavigate: () => void;
}) {
  const when = relativeTimeAgo(notification.createdAt, new Date());
  const content = (
    <>
      <span className="flex items-start gap-2">
        {unread ? (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-red-500">
            <span className="sr-only">Não lida</span>
          </span>
        ) : (
          <span className="mt-1.5 size-2 shrink-0" aria-hidden="true" />
        )}
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="text-sm font-semibold text-zinc-50">{notification.title}</span>
          <span className="text-sm text-zinc-300">{notification.body}</span>
          <span className="text-xs text-zinc-400">{when}</span>
        </span>
      </span>
    </>
  );
  const base = cn('block rounded-lg px-3 py-2.5', unread && 'bg-zinc-800/60');
  if (isInternal(notification.link)) {
    return (
      <Link
        to={notification.link}
        onClick={onNavigate}
        className={cn(base, 'hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400')}
      >
        {content}
      </Link>
    );
  }
  return <div className={base}>{content}</div>;
}
