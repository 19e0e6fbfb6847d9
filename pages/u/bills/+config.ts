import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.bills.heading,
  description: areas.bills.description,
} satisfies Config;
