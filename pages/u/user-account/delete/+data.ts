// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../../renderer/loadPageData.js';
import type { AccountDeletionPreview } from '../../../../src/api/contracts/accountContract.js';
import { selectAuthLevel } from '../../../../src/user/userSlice.js';

export type Data = { preview: AccountDeletionPreview | null };

// What deleting would cancel is rendered on the server; signing in on the page loads it there
// (docs/product.md#deleting-an-account).
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store, api } = pageContext;
  if (!api || selectAuthLevel(store.getState()) !== 'Auth3') return { preview: null };
  let preview: AccountDeletionPreview | null = null;
  await loadPageData(pageContext, [
    api.accountApi.deletionPreview().then(
      (answer) => (preview = answer),
      () => undefined,
    ),
  ]);
  return { preview };
}
