import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.identityProtection.heading,
  description: areas.identityProtection.description,
} satisfies Config;
