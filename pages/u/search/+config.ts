import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.search.heading,
  description: areas.search.description,
} satisfies Config;
