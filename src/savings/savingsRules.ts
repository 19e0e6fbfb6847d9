// What a saving is (docs/product.md#savings), for the server's answer and the sample a non-member
// sees alike.

/** A bill counts as recurring once it was paid at least this often in the last 12 months. */
export const MIN_PAYMENTS_FOR_RECURRING = 2;

export function isRecurring(paymentsInLastYear: number): boolean {
  return paymentsInLastYear >= MIN_PAYMENTS_FOR_RECURRING;
}

/**
 * What paying the area's median instead would save in a year: the difference per payment times
 * how often the bill was paid in the last 12 months; nothing when the member pays the median or
 * less.
 */
export function yearlySavingsCents(yourPaymentCents: number, areaMedianCents: number, paymentsPerYear: number): number {
  return Math.max(0, yourPaymentCents - areaMedianCents) * paymentsPerYear;
}
