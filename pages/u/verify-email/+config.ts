import type { Config } from 'vike/types';

export default {
  title: 'Confirm your email address',
  description: 'Confirm the email address of your doxo account.',
} satisfies Config;
