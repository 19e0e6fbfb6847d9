import type { Config } from 'vike/types';

export default {
  title: 'Choose a new password',
  description: 'Choose a new password for your doxo account.',
} satisfies Config;
