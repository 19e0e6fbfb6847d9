import type { InsightPlace } from '../api/contracts/insightsContract.js';
import { isStateCode } from '../location/stateCodes.js';

/**
 * The place as the insights title names it (docs/product.md#insights-title): USA for the whole
 * country or no place; a metro area's trailing state codes in uppercase ("Seattle-Tacoma-Bellevue,
 * WA"); counties and cities with their state.
 */
export function placeName(place: Pick<InsightPlace, 'name' | 'type' | 'state'> | null): string {
  if (!place || place.type === 'country') return 'USA';
  const state = place.state?.toUpperCase();
  switch (place.type) {
    case 'cbsa':
      // Only codes of the state abbreviation table are raised: "…, pr" → "…, PR".
      return place.name.replace(/, ([a-z]{2}(?:-[a-z]{2})*)$/i, (match, codes: string) =>
        codes.split('-').every(isStateCode) ? `, ${codes.toUpperCase()}` : match,
      );
    case 'county':
    case 'city':
      return state ? `${place.name}, ${state}` : place.name;
    case 'zipcode':
      return `ZIP code ${place.name}`;
    default:
      return place.name;
  }
}
