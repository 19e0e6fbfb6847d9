import type { Config } from 'vike/types';

export default {
  description: 'Something went wrong.',
} satisfies Config;
