// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import type { NotificationListResponse } from '../../../src/api/contracts/notificationsContract.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';

export type Data = { firstPage: NotificationListResponse | null };

// The centre's first page is rendered on the server, on a first load and a client navigation
// alike (docs/product.md#notification-centre), with the unread count the bell then shows. A
// failure leaves it to the browser, which shows the error and can retry.
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store, api } = pageContext;
  if (!api || selectAuthLevel(store.getState()) !== 'Auth3') return { firstPage: null };
  let firstPage: NotificationListResponse | null = null;
  await loadPageData(pageContext, [
    api.notificationsApi.list().then(
      (answer) => (firstPage = answer),
      () => undefined,
    ),
  ]);
  return { firstPage };
}
