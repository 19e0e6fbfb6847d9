import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.wallet.heading,
  description: areas.wallet.description,
} satisfies Config;
