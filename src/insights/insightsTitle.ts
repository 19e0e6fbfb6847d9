// docs/product.md#insights-title: the insights title is 'Most Common Billers in {place}', USA when
// there is no place.
export function insightsTitle(place: string | null): string {
  return `Most Common Billers in ${place?.trim() || 'USA'}`;
}
