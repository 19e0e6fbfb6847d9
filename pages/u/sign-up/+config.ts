import type { Config } from 'vike/types';

export default {
  title: 'Create your account',
  description: 'Create a doxo account with your email, a password and your ZIP code.',
} satisfies Config;
