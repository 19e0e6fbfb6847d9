import { useEffect, useRef, useState } from 'react';
import type { NotificationItem, NotificationListResponse } from '../api/contracts/notificationsContract.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { classNames } from '../ui/classNames.js';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCalendarDate } from '../ui/formatters.js';
import { Skeleton } from '../ui/Skeleton.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { loadNotifications, markAllNotificationsRead, markNotificationRead } from './notificationThunks.js';
import { whileCurrent } from '../ui/whileCurrent.js';

const markedRead = (items: NotificationItem[], id?: number) =>
  items.map((item) => (id === undefined || item.id === id ? { ...item, read: true } : item));

/**
 * The notification centre (docs/product.md#notification-centre): newest first, unread ones
 * marked, each leading to the bill or payment it is about, with mark-read and mark-all-read. The
 * first page comes rendered by the server; older ones load on request.
 */
export function NotificationCentre({ firstPage }: { firstPage: NotificationListResponse | null }) {
  const dispatch = useAppDispatch();
  const authLevel = useAppSelector(selectAuthLevel);
  const [items, setItems] = useState<NotificationItem[] | null>(firstPage?.notifications ?? null);
  const [nextBefore, setNextBefore] = useState<number | null>(firstPage?.next_before ?? null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const heading = useRef<HTMLDivElement>(null);

  const shown = (result: Awaited<ReturnType<ReturnType<typeof loadNotifications>>>, before?: number) => {
    if (!loadNotifications.fulfilled.match(result)) {
      setFailed(true);
      return;
    }
    const page = result.payload;
    setFailed(false);
    setItems((earlier) => (before === undefined ? page.notifications : [...(earlier ?? []), ...page.notifications]));
    setNextBefore(page.next_before);
  };
  const load = (before?: number) =>
    dispatch(loadNotifications(before === undefined ? undefined : { before })).then((result) => shown(result, before));

  // Signed in on this page (no server-rendered list): load it now.
  const needsLoad = authLevel === 'Auth3' && items === null && !failed;
  useEffect(() => {
    if (!needsLoad) return undefined;
    return whileCurrent(dispatch(loadNotifications(undefined)), shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLoad]);

  const markOne = async (id: number) => {
    const result = await dispatch(markNotificationRead(id));
    if (!markNotificationRead.fulfilled.match(result)) {
      setAnnouncement('We couldn’t mark it as read. Please try again.');
      return;
    }
    setItems((shown) => markedRead(shown ?? [], id));
    setAnnouncement('Marked as read.');
    // Its button is gone: focus stays on the same notification, on its link.
    links.current.get(id)?.focus();
  };

  const markAll = async () => {
    setBusy(true);
    const result = await dispatch(markAllNotificationsRead(undefined));
    setBusy(false);
    if (!markAllNotificationsRead.fulfilled.match(result)) {
      setAnnouncement('We couldn’t mark them as read. Please try again.');
      return;
    }
    setItems((shown) => markedRead(shown ?? []));
    setAnnouncement('All notifications marked as read.');
    heading.current?.querySelector<HTMLElement>('a')?.focus();
  };

  if (failed && items === null) {
    return (
      <ErrorState
        title="We couldn’t load your notifications"
        onRetry={() => {
          setFailed(false);
          void load();
        }}
      >
        <p>Check your connection and try again.</p>
      </ErrorState>
    );
  }
  if (items === null) {
    return (
      <Card>
        <Skeleton label="Loading your notifications…" lines={4} />
      </Card>
    );
  }
  const unread = items.some((item) => !item.read);
  return (
    <Card
      heading="Your notifications"
      className="notification-centre"
      actions={
        <Button variant="secondary" size="sm" onClick={() => void markAll()} busy={busy} disabled={!unread}>
          Mark all as read
        </Button>
      }
    >
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {items.length === 0 ? (
        <EmptyState title="No notifications yet" icon="bell" headingLevel={3}>
          <p>
            Reminders of bills coming due, news of your payments and of doxoPLUS appear here. Choose what you get in{' '}
            <a href={paths.userAccount()}>account settings</a>.
          </p>
        </EmptyState>
      ) : (
        <div ref={heading}>
          <ul className="notification-list">
            {items.map((item) => (
              <li key={item.id} className={classNames('notification', !item.read && 'notification--unread')}>
                <div className="notification__text">
                  <a
                    className="notification__title"
                    href={item.link}
                    ref={(element) => {
                      if (element) links.current.set(item.id, element);
                      else links.current.delete(item.id);
                    }}
                    onClick={() => {
                      if (!item.read) void dispatch(markNotificationRead(item.id));
                    }}
                  >
                    {item.read ? null : <span className="visually-hidden">Unread: </span>}
                    {item.title}
                  </a>
                  <p className="notification__body">{item.body}</p>
                  <p className="notification__time">
                    <time dateTime={item.created_at}>{formatCalendarDate(item.created_at)}</time>
                  </p>
                </div>
                {item.read ? null : (
                  <Button variant="quiet" size="sm" onClick={() => void markOne(item.id)}>
                    Mark as read<span className="visually-hidden">: {item.title}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {nextBefore !== null ? (
            <Button variant="secondary" onClick={() => void load(nextBefore)}>
              Show older notifications
            </Button>
          ) : null}
          {failed ? <p role="alert">We couldn’t load older notifications. Please try again.</p> : null}
        </div>
      )}
    </Card>
  );
}
