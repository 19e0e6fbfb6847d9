import type { Config } from 'vike/types';

export default {
  title: 'Confirm your new email address',
  description: 'Move your doxo account to a new email address.',
} satisfies Config;
