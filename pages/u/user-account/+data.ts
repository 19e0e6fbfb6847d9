// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import type { ActiveSessionsResponse } from '../../../src/api/contracts/accountContract.js';
import type { MeResponse } from '../../../src/api/contracts/sessionContract.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';
import { accountApiOf } from '../../../src/api/accountApi.js';

export type Data = { me: MeResponse | null; sessions: ActiveSessionsResponse | null };

// The profile and the sessions are rendered on the server, in one wave; a failure leaves the
// settings to say so (docs/product.md#account-settings).
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store, api } = pageContext;
  if (!api || selectAuthLevel(store.getState()) !== 'Auth3') return { me: null, sessions: null };
  let me: MeResponse | null = null;
  let sessions: ActiveSessionsResponse | null = null;
  await loadPageData(pageContext, [
    accountApiOf(api)
      .me()
      .then(
        (answer) => (me = answer),
        () => undefined,
      ),
    accountApiOf(api)
      .sessions()
      .then(
        (answer) => (sessions = answer),
        () => undefined,
      ),
  ]);
  return { me, sessions };
}
