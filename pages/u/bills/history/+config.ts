import type { Config } from 'vike/types';

export default {
  title: 'Payment history',
  description: 'Every payment you made or scheduled, with filters and a CSV download.',
} satisfies Config;
