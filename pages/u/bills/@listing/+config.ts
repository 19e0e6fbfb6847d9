import type { Config } from 'vike/types';

export default {
  title: 'Bill',
  description: 'A bill’s statement, settings and payments.',
} satisfies Config;
