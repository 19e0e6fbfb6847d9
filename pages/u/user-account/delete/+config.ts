import type { Config } from 'vike/types';

export default {
  title: 'Delete your account',
  description: 'Delete your doxo account: see what it cancels, then confirm.',
} satisfies Config;
