import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.biller.heading,
  description: areas.biller.description,
} satisfies Config;
