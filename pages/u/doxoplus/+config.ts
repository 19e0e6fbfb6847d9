import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.doxoPlus.heading,
  description: areas.doxoPlus.description,
} satisfies Config;
