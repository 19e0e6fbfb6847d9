import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../store/hooks.js';

/** A count older than this is read again when the person comes back to the tab. */
export const UNREAD_COUNT_FRESH_MS = 60_000;

/**
 * Keeps the bell's count current in a tab left open (docs/product.md#notification-centre): every
 * page, first load or client navigation, brings the count the server read, but reminders and
 * deliveries are made by jobs meanwhile. When the tab is shown again and its count is older than a
 * minute, the count is read again: one small request when someone looks, never a background poll.
 */
export function useFreshUnreadCount(signedIn: boolean, urlPathname: string): void {
  const dispatch = useAppDispatch();
  const readAt = useRef(0);
  // Each page arrives with the count the server read for it.
  useEffect(() => {
    readAt.current = Date.now();
  }, [urlPathname]);
  useEffect(() => {
    if (!signedIn) return undefined;
    const readIfStale = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - readAt.current < UNREAD_COUNT_FRESH_MS) return;
      readAt.current = Date.now();
      // The centre's calls are not first-load code: they load when first needed.
      void import('./notificationThunks.js').then(({ loadUnreadCount }) => dispatch(loadUnreadCount(undefined)));
    };
    document.addEventListener('visibilitychange', readIfStale);
    return () => document.removeEventListener('visibilitychange', readIfStale);
  }, [signedIn, dispatch]);
}
