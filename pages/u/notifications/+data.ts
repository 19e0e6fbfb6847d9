// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadSignedInPageData } from '../../../renderer/loadPageData.js';
import type { NotificationListResponse } from '../../../src/api/contracts/notificationsContract.js';
import { notificationsApiOf } from '../../../src/api/notificationsApi.js';

export type Data = { firstPage: NotificationListResponse | null };

// The centre's first page is rendered on the server, on a first load and a client navigation
// alike (docs/product.md#notification-centre), with the unread count the bell then shows. A
// failure leaves it to the browser, which shows the error and can retry.
export async function data(pageContext: PageContextServer): Promise<Data> {
  return {
    firstPage: await loadSignedInPageData(pageContext, (api) => notificationsApiOf(api).list()),
  };
}
