import type { Config } from 'vike/types';

export default {
  clientRouting: true,
  // A click during hydration navigates at once instead of waiting for hydration to finish.
  hydrationCanBeAborted: true,
  meta: {
    title: { env: { server: true, client: true } },
    description: { env: { server: true, client: true } },
  },
} satisfies Config;
