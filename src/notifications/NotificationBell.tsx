import { paths } from '../routing/paths.js';
import { useAppSelector } from '../store/hooks.js';
import { Icon } from '../ui/icons/Icon.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { selectUnreadNotifications } from './notificationBellSlice.js';
import { useFreshUnreadCount } from './useFreshUnreadCount.js';

/** "Notifications, 3 unread": the bell's accessible name says what the badge shows. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The top bar's bell (docs/product.md#notification-centre): a link to the centre with the unread
 * count, drawn from the store the server rendered with and read again when it is old. Only
 * signed-in people have one.
 */
export function NotificationBell({ urlPathname }: { urlPathname: string }) {
  const authLevel = useAppSelector(selectAuthLevel);
  const unread = useAppSelector(selectUnreadNotifications);
  useFreshUnreadCount(authLevel === 'Auth3', urlPathname);
  if (authLevel !== 'Auth3') return null;
  return (
    <a className="icon-button notification-bell" href={paths.notifications()} aria-label={bellLabel(unread)}>
      <Icon name="bell" />
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </a>
  );
}
