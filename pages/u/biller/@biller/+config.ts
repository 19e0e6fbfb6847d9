import type { Config } from 'vike/types';

export default {
  // Biller pages are public (SPEC §1 public website): cacheable by CDNs.
  publicPage: true,
  // Written to dist/client by `npm run build` (docs/operations.md#prerendered-pages).
  prerender: true,
} satisfies Config;
