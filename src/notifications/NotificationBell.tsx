import { paths } from '../routing/paths.js';
import { useAppSelector } from '../store/hooks.js';
import { Icon } from '../ui/icons/Icon.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { selectUnreadNotifications } from './notificationBellSlice.js';

/** "Notifications, 3 unread": the bell's accessible name says what the badge shows. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The top bar's bell (docs/product.md#notification-centre): a link to the centre with the unread
 * count, drawn from the store the server rendered with. Only signed-in people have one.
 */
export function NotificationBell() {
  const authLevel = useAppSelector(selectAuthLevel);
  const unread = useAppSelector(selectUnreadNotifications);
  if (authLevel !== 'Auth3') return null;
  return (
    <a
      className="icon-button notification-bell"
      href={paths.notifications()}
      aria-label={bellLabel(unread)}
    >
      <Icon name="bell" />
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </a>
  );
}
