import type { ApiClient } from './createApiClient.js';
import type { PublicPagesResponse } from './contracts/publicPagesContract.js';

// GET /public_pages (docs/product.md#published-pages); public, no token.
export async function fetchPublicPages(client: ApiClient): Promise<PublicPagesResponse> {
  const response = await client.get<PublicPagesResponse>('/public_pages');
  return response.data;
}
