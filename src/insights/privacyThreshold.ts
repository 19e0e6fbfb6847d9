// Public aggregates never describe a handful of households (docs/product.md#privacy-threshold): a
// table row, a median or a pay-method share stands only on at least MIN_PAYERS distinct payers. The
// API withholds what is below it (server/api/insightsRoutes.ts), so no client can get around it;
// pages say so and point to the parent place.

/** The fewest distinct payers a published figure may describe. */
export const MIN_PAYERS = 10;

export function enoughPayers(payerCount: number | null | undefined): boolean {
  return (payerCount ?? 0) >= MIN_PAYERS;
}
