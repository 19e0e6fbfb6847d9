import type { Config } from 'vike/types';

export default {
  // Biller pages are public (docs/product.md#page-caching): cacheable by CDNs.
  publicPage: true,
  // Written to dist/client by `npm run build` (docs/operations.md#prerendered-pages).
  prerender: true,
} satisfies Config;
