// Environment: server
// SEED_SCALE (issue 3): small for tests, default for `npm start` (≥ 50,000 payments, first start
// under 30 s), large for the benchmark (≥ 5 million payments).
export const seedScales = ['small', 'default', 'large'] as const;
export type SeedScale = (typeof seedScales)[number];

export type SeedSize = {
  /** Generated users besides the demo users. */
  users: number;
  /** Rows per generation batch: bounds memory at the large scale. */
  usersPerBatch: number;
};

export const seedSizes: Record<SeedScale, SeedSize> = {
  small: { users: 60, usersPerBatch: 500 },
  default: { users: 450, usersPerBatch: 250 },
  large: { users: 32_000, usersPerBatch: 1_000 },
};
