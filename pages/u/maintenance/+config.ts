import type { Config } from 'vike/types';

export default {
  title: 'Down for maintenance',
  description: 'doxo is briefly down for maintenance.',
  serviceUnavailable: true,
} satisfies Config;
