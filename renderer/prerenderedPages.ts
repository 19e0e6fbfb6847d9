// Environment: server (build)
import { createApiClient } from '../src/api/createApiClient.js';
import type { PublicPagesResponse } from '../src/api/contracts/publicPagesContract.js';
import { fetchPublicPages } from '../src/api/publicPagesApi.js';

/**
 * Where the build's prerender hooks reach the API: the address `npm run build` set up for them
 * (the embedded database it opened, or API_BASE_URL: scripts/prerender.ts), with API_KEY.
 */
export const PRERENDER_API_BASE_URL = 'PRERENDER_API_BASE_URL';

let publicPages: Promise<PublicPagesResponse> | undefined;

/**
 * What the public website publishes beside its own pages (docs/product.md#published-pages),
 * asked once per build however many prerender hooks need it.
 */
export function publishedPages(): Promise<PublicPagesResponse> {
  const baseURL = process.env[PRERENDER_API_BASE_URL];
  if (!baseURL) {
    throw new Error(`${PRERENDER_API_BASE_URL} is not set: prerender with \`npm run build\`.`);
  }
  const apiKey = process.env.API_KEY;
  publicPages ??= fetchPublicPages(createApiClient({ baseURL, useToken: false, ...(apiKey ? { apiKey } : {}) }));
  return publicPages;
}
