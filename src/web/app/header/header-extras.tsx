import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { useMe } from '#web/shared/session/use-me.ts';
import { DailyGrantNotice } from '#web/shared/wallet/daily-grant-notice.tsx';

/** Extra header controls for signed-in users, between the balance chip and the user menu. */
export function HeaderExtras() {
  const { me } = useMe();
  if (!me) return null;
  return (
    <>
      <NotificationBell initialUnread={me.unreadNotifications} />
      <DailyGrantNotice />
    </>
  );
}
