// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadSignedInPageData } from '../../../../renderer/loadPageData.js';
import type { AccountDeletionPreview } from '../../../../src/api/contracts/accountContract.js';
import { accountApiOf } from '../../../../src/api/accountApi.js';

export type Data = { preview: AccountDeletionPreview | null };

// What deleting would cancel is rendered on the server; signing in on the page loads it there
// (docs/product.md#deleting-an-account).
export async function data(pageContext: PageContextServer): Promise<Data> {
  return {
    preview: await loadSignedInPageData(pageContext, (api) => accountApiOf(api).deletionPreview()),
  };
}
