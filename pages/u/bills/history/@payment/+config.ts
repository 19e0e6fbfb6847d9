import type { Config } from 'vike/types';

export default { title: 'Payment receipt' } satisfies Config;
