import type { Config } from 'vike/types';
import { areas } from '../../../src/routing/areas.js';

export default {
  title: areas.userAccount.heading,
  description: areas.userAccount.description,
} satisfies Config;
