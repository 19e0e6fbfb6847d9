import type { Config } from 'vike/types';
import { areas } from '../../../../../src/routing/areas.js';

export default {
  description: areas.billsToPay.description,
  // The insights view is public (docs/product.md#routes): the same HTML for everyone, cacheable by
  // CDNs.
  publicPage: true,
  // Written to dist/client by `npm run build` (docs/operations.md#prerendered-pages).
  prerender: true,
} satisfies Config;
