import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.creditScore.heading,
  description: areas.creditScore.description,
} satisfies Config;
