import { useMe } from '../../features/auth/api/use-me.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';

/** Extra header controls for signed-in users, between the balance chip and the user menu. */
export function HeaderExtras() {
  const { me } = useMe();
  if (!me) return null;
  return <NotificationBell initialUnread={me.unreadNotifications} />;
}
