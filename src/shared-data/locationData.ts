import type { LocationData } from './sharedDataTypes.js';

/**
 * docs/product.md#location-hierarchy: in a location hierarchy
 * (`/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101`) the state is the segment after `usa`
 * and the county the segment three places after it; without a `usa` segment both are null.
 */
export function deriveLocationData(hierarchy: string | null, zipcode: string | null = null): LocationData {
  if (!hierarchy) return { hierarchy: null, state: null, zipcode, county: null };
  const segments = hierarchy.split('/').filter(Boolean);
  const usa = segments.indexOf('usa');
  if (usa === -1) return { hierarchy, state: null, zipcode, county: null };
  return {
    hierarchy,
    state: segments[usa + 1] ?? null,
    county: segments[usa + 3] ?? null,
    zipcode,
  };
}
