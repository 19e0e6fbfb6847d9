import type { Config } from 'vike/types';
import { areas } from '../../../../../src/routing/areas.js';

export default {
  description: areas.billsToPay.description,
} satisfies Config;
