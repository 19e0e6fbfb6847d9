import type { Config } from 'vike/types';

export default {
  // Biller pages are public (SPEC §1 public website): cacheable by CDNs.
  publicPage: true,
} satisfies Config;
