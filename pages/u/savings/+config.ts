import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.savings.heading,
  description: areas.savings.description,
} satisfies Config;
