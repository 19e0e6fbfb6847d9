import type { CountyMedian } from '../api/contracts/accountsContract.js';
import { placeName } from '../insights/placeName.js';
import { formatCents } from '../ui/formatters.js';

// What people in the user's county pay for a bill's service type (docs/product.md#county-median),
// worded once for the bills list and the bill page. The API has already withheld figures below the
// privacy threshold.

/** The county as the insights pages name it ("King County, WA"), or null without one. */
export function countyNameOf(median: CountyMedian | undefined): string | null {
  const county = median?.county;
  return county ? placeName({ name: county.name, type: 'county', state: county.state }) : null;
}

/** The median as shown ("$84.12"), or "Not enough data" below the privacy threshold. */
export function countyMedianText(median: CountyMedian | undefined): string {
  return median?.enough_data && median.median_cents !== null ? formatCents(median.median_cents) : 'Not enough data';
}
