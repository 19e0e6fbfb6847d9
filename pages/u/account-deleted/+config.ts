import type { Config } from 'vike/types';

export default {
  title: 'Your account is deleted',
  description: 'Your doxo account was deleted.',
} satisfies Config;
