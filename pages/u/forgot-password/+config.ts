import type { Config } from 'vike/types';

export default {
  title: 'Forgot your password?',
  description: 'Get a link to choose a new password for your doxo account.',
} satisfies Config;
