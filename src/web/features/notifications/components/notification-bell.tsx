import { Popover } from 'radix-ui';
import { useState } from 'react';
import { plural } from '#domain/text/plural.ts';
import { Bell } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMarkNotificationsRead } from '#web/features/notifications/api/use-mark-notifications-read.ts';
import { useNotifications } from '#web/features/notifications/api/use-notifications.ts';
import { shownUnreadIds } from '#web/features/notifications/shown-unread-ids.ts';
import { NotificationItem } from './notification-item.tsx';

export const NOTIFICATIONS_LOAD_ERROR = 'Não foi possível carregar as notificações.';

function countLabel(count: number): string {
  if (count === 0) return 'Notificações';
  return `Notificações: ${plural(count, { one: 'não lida', other: 'não lidas' })}`;
}

/**
 * The header bell: the real unread count (hidden at zero) and the latest notifications. Opening
 * the list marks what it shows read; what was unread stays highlighted until it closes.
 */
export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const query = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unreadCount ?? initialUnread;

  const markShownIfNeeded = (data: typeof query.data) => {
    if (!data || markRead.isPending) return;
    // Only what the list shows: one that arrives after this fetch must stay unread, not be
    // marked by a blanket 'all'.
    const ids = shownUnreadIds(data.notifications);
    if (ids.length === 0) return;
    setHighlighted(new Set(ids));
    markRead.mutate({ ids });
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setHighlighted(new Set());
      return;
    }
    void query.refetch().then((result) => markShownIfNeeded(result.data));
  };

  const items = query.data?.notifications ?? [];

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={countLabel(unread)}>
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute top-1 right-1 flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-4.5 font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(28rem,80dvh)] w-[min(22rem,calc(100vw-1rem))] flex-col rounded-xl border border-zinc-800 bg-zinc-900 text-zinc-100 shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-zinc-800 px-4 py-3">
            <h2 className="text-sm font-bold text-zinc-50">Notificações</h2>
            {markRead.isPending ? <Spinner className="[&_svg]:size-4" label="Marcando como lidas" /> : null}
          </div>
          <div className="overflow-y-auto p-2">
            {query.isLoading ? (
              <div className="flex justify-center py-6">
                <Spinner />
              </div>
            ) : query.isError && !query.data ? (
              <ErrorState
                className="py-6"
                message={NOTIFICATIONS_LOAD_ERROR}
                onRetry={() => void query.refetch()}
                isRetrying={query.isFetching}
              />
            ) : items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-zinc-300">Nenhuma notificação por aqui.</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {items.map((n) => (
                  <li key={n.id}>
                    <NotificationItem
                      notification={n}
                      unread={highlighted.has(n.id) || n.readAt === null}
                      onNavigate={() => onOpenChange(false)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
