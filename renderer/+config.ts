import type { Config } from 'vike/types';

export default {
  clientRouting: true,
  // A click during hydration navigates at once instead of waiting for hydration to finish.
  hydrationCanBeAborted: true,
  passToClient: ['apiForBrowser'],
  // Old and short addresses people type or bookmark: permanent (301) redirects.
  redirects: {
    '/u': '/u/bills',
    '/u/account': '/u/user-account',
    '/u/settings': '/u/user-account',
    '/u/doxo-plus': '/u/doxoplus',
    '/u/billers': '/u/biller',
  },
  meta: {
    title: { env: { server: true, client: true } },
    description: { env: { server: true, client: true } },
    publicPage: { env: { server: true } },
  },
} satisfies Config;
