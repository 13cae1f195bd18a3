import { Link } from 'react-router';
import type { Notification } from '#domain/schemas/notifications.ts';
import { relativeTimeAgo } from '#domain/time/relative-time.ts';
import { useRootData } from '#web/app/root-data.ts';
import { cn } from '#web/lib/cn.ts';

function isInternal(link: string | null): link is string {
  return link?.startsWith('/') === true && !link.startsWith('//');
}

/** A battle's end is worth sharing: the fan's champion, the fighter's own win. */
const SHARED_RESULTS = new Set(['battle_result', 'battle_won']);

/** 'Compartilhar no WhatsApp' under a result: its title and the battle's link, ready to send. */
function ShareResultLink({ text, link }: { text: string; link: string }) {
  const origin = useRootData()?.origin ?? '';
  const url = new URL(link, origin || 'https://yodarena.invalid');
  url.searchParams.set('utm_source', 'whatsapp');
  url.searchParams.set('utm_medium', 'share');
  url.searchParams.set('utm_campaign', 'votacao');
  const href = `https://wa.me/?text=${encodeURIComponent(`${text} ${origin ? url.toString() : ''}`.trim())}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="ml-7 inline-flex min-h-11 items-center self-start rounded-lg px-2 text-sm font-semibold text-amber-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400"
      data-testid="notification-share"
    >
      Compartilhar no WhatsApp
    </a>
  );
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
    const open = (
      <Link
        to={notification.link}
        onClick={onNavigate}
        className={cn(base, 'hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400')}
      >
        {content}
      </Link>
    );
    if (!SHARED_RESULTS.has(notification.type)) return open;
    return (
      <div className="flex flex-col">
        {open}
        <ShareResultLink text={notification.title} link={notification.link} />
      </div>
    );
  }
  return <div className={base}>{content}</div>;
}
