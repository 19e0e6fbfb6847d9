// Environment: server Location hierarchies (docs/product.md#location-hierarchy):
// /usa/{state}/{cbsa}/{county}/{city}/{zipcode}. A missing level is no-metro / no-county / no-city
// in URLs and may arrive as '-' (its internal form); the database stores the URL form.
import { z } from 'zod';

// One codec for the API and the micro-app's routes.
import { toUrlHierarchy } from '../../src/insights/locationHierarchy.js';

export { toUrlHierarchy as normalizeHierarchy };

/** The hierarchy itself and every ancestor, /usa first. */
export function hierarchyAndAncestors(hierarchy: string): string[] {
  const segments = hierarchy.split('/').slice(1);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

export const locationHierarchySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^\/usa(?:\/[a-z0-9-]{1,80}){0,5}$/,
    'must be a location hierarchy such as /usa/wa/seattle-tacoma-bellevue-wa/king',
  )
  .transform(toUrlHierarchy);
