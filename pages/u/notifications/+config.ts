import type { Config } from 'vike/types';

export default {
  title: 'Notifications',
  description: 'Reminders of bills coming due, and news of your payments and doxoPLUS.',
} satisfies Config;
