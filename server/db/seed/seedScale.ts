// Environment: server
// SEED_SCALE (issue 3): small for tests, default for `npm start`, large for the benchmark
// (≥ 5 million payments). Default (issue 15): 3,000 households with a year of history each (the
// longest insights window; the demo users keep two), about 300,000 payments, so the 10 most
// populous metros and counties publish rankings while a first start stays under 40 s of CPU.
export const seedScales = ['small', 'default', 'large'] as const;
export type SeedScale = (typeof seedScales)[number];

export type SeedSize = {
  /** Generated users besides the demo users. */
  users: number;
  /** Rows per generation batch: bounds memory at the large scale. */
  usersPerBatch: number;
  /** Months of payment history before the seeding day. */
  historyMonths: number;
};

export const seedSizes: Record<SeedScale, SeedSize> = {
  small: { users: 60, usersPerBatch: 500, historyMonths: 24 },
  default: { users: 3_000, usersPerBatch: 1_500, historyMonths: 12 },
  large: { users: 32_000, usersPerBatch: 1_000, historyMonths: 24 },
};
