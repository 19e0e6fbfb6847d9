// Environment: server SEED_SCALE (docs/operations.md#seed): small for tests, default for `npm
// start`, large for the benchmark (≥ 5 million payments). Default: 6,000 households with a year of
// history each (the longest insights window; the demo users keep two), paid monthly for the last 3
// months and one month in three before, with floors for thin places, so every state and the largest
// metros publish rankings (docs/operations.md#seed-coverage).
export const seedScales = ['small', 'default', 'large'] as const;
export type SeedScale = (typeof seedScales)[number];

/** A floor for the most populous places of one kind (metros, counties). */
export type HouseholdFloor = {
  /** How many of them, the most populous first. */
  count: number;
  /** Households each of them expects at least. */
  households: number;
};

export type SeedSize = {
  /** Generated users besides the demo users. */
  users: number;
  /** Rows per generation batch: bounds memory at the large scale. */
  usersPerBatch: number;
  /** Months of payment history before the seeding day. */
  historyMonths: number;
  /** Of those, the latest months paid every month; earlier, one month in three. */
  monthlyMonths: number;
  /**
   * Households each state, DC and Puerto Rico expects at least, and the floors of the most
   * populous metros and counties (seedPeople.ts).
   */
  floors: { state: number; metros: HouseholdFloor; counties: HouseholdFloor };
};

/**
 * No household floors: they are for the default seed's few thousand households
 * (docs/operations.md#seed-coverage); the small test seed and the large benchmark seed go without.
 */
const noFloors: SeedSize['floors'] = {
  state: 0,
  metros: { count: 0, households: 0 },
  counties: { count: 0, households: 0 },
};

export const seedSizes: Record<SeedScale, SeedSize> = {
  small: {
    users: 60,
    usersPerBatch: 500,
    historyMonths: 24,
    monthlyMonths: 24,
    floors: noFloors,
  },
  default: {
    users: 6_000,
    usersPerBatch: 3_000,
    historyMonths: 12,
    monthlyMonths: 3,
    floors: { state: 110, metros: { count: 55, households: 100 }, counties: { count: 15, households: 80 } },
  },
  large: {
    users: 32_000,
    usersPerBatch: 1_000,
    historyMonths: 24,
    monthlyMonths: 24,
    floors: noFloors,
  },
};
