import { useMe } from '#web/features/auth/api/use-me.ts';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';

/** Extra header controls for signed-in users, between the balance chip and the user menu. */
export function HeaderExtras() {
  const { me } = useMe();
  if (!me) return null;
  return <NotificationBell initialUnread={me.unreadNotifications} />;
}
