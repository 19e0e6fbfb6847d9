import type { Config } from 'vike/types';

export default {
  title: 'Join doxoPLUS',
  description: 'Enroll in doxoPLUS: identity protection, credit score and savings on top of bill pay.',
} satisfies Config;
