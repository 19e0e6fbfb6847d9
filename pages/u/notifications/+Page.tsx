import { useEffect } from 'react';
import { useData } from '../../../renderer/usePageContext.js';
import { NotificationCentre } from '../../../src/notifications/NotificationCentre.js';
import { unreadNotificationsCounted } from '../../../src/notifications/notificationBellSlice.js';
import { useAppDispatch } from '../../../src/store/hooks.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';
import { SignedInOnly } from '../../../src/user/SignedInOnly.js';
import type { Data } from './+data.js';

export default function Page() {
  const { firstPage } = useData<Data>();
  const dispatch = useAppDispatch();
  // A client navigation's data carries the count too: the kept store's bell catches up.
  const unread = firstPage?.unread_count;
  useEffect(() => {
    if (unread !== undefined) dispatch(unreadNotificationsCounted(unread));
  }, [dispatch, unread]);
  return (
    <>
      <PageHeader heading="Notifications">
        Reminders of bills coming due, and news of your payments and doxoPLUS.
      </PageHeader>
      <SignedInOnly
        title="Sign in to see your notifications"
        icon="bell"
        purpose="Reminders of bills coming due, payments delivered or failed, and news of your doxoPLUS membership appear here once you are signed in."
      >
        <NotificationCentre firstPage={firstPage} />
      </SignedInOnly>
    </>
  );
}
