// Location hierarchies (docs/product.md#location-hierarchy):
// /usa/{state}/{cbsa}/{county}/{city}/{zipcode}. A missing level appears in URLs as no-metro /
// no-county / no-city and internally as '-'. Shared by the micro-app (routes) and the API (its
// location parameter).

/** Index in `hierarchy.split('/')` (0 is the empty string before the first slash). */
const placeholderByIndex = new Map([
  [3, 'no-metro'],
  [4, 'no-county'],
  [5, 'no-city'],
]);
const INTERNAL_PLACEHOLDER = '-';

export type HierarchyLocationType = 'all-states' | 'state' | 'cbsa' | 'county' | 'city' | 'zipcode';

/** docs/product.md#location-hierarchy: depth 3 state, 4 metro area, 5 county, 6 city, 7 zipcode; /usa alone: All States. */
const typeByDepth: Record<number, HierarchyLocationType> = {
  2: 'all-states',
  3: 'state',
  4: 'cbsa',
  5: 'county',
  6: 'city',
  7: 'zipcode',
};

const segmentPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Internal form ('-') → URL form (no-metro, no-county, no-city). */
export function toUrlHierarchy(hierarchy: string): string {
  return hierarchy
    .split('/')
    .map((segment, index) => (segment === INTERNAL_PLACEHOLDER ? (placeholderByIndex.get(index) ?? segment) : segment))
    .join('/');
}

/** URL form → internal form: each placeholder at its own level becomes '-'. */
export function toInternalHierarchy(hierarchy: string): string {
  return hierarchy
    .split('/')
    .map((segment, index) => (placeholderByIndex.get(index) === segment ? INTERNAL_PLACEHOLDER : segment))
    .join('/');
}

/**
 * The URL-form hierarchy of route segments after the service type (`usa`, `wa`, …), or null
 * when they cannot be one: not starting at usa, too deep, a malformed segment, or a placeholder
 * at the wrong level.
 */
export function hierarchyFromRouteSegments(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > 6 || segments[0]?.toLowerCase() !== 'usa') {
    return null;
  }
  const hierarchy = `/${segments.map((segment) => segment.toLowerCase()).join('/')}`;
  const parts = toUrlHierarchy(hierarchy).split('/');
  for (const [index, segment] of parts.entries()) {
    if (index === 0) continue;
    if (!segmentPattern.test(segment)) return null;
    const isPlaceholder = [...placeholderByIndex.values()].includes(segment);
    if (isPlaceholder && placeholderByIndex.get(index) !== segment) return null;
  }
  // A placeholder cannot end the path: a missing level only stands before a real one.
  if (placeholderByIndex.get(parts.length - 1) === parts.at(-1)) return null;
  return parts.join('/');
}

export function locationTypeOfHierarchy(hierarchy: string): HierarchyLocationType | null {
  return typeByDepth[hierarchy.split('/').length] ?? null;
}

/** The hierarchy cut to at most `depth` (docs/product.md#location-hierarchy: bills to pay trims the default to county, 5). */
export function trimHierarchy(hierarchy: string, depth: number): string {
  return hierarchy.split('/').slice(0, depth).join('/');
}

/**
 * The place one level up (URL form), skipping missing levels: /usa/wa/no-metro/garfield →
 * /usa/wa. Null for /usa itself.
 */
export function parentHierarchy(hierarchy: string): string | null {
  const parts = toUrlHierarchy(hierarchy).split('/');
  if (parts.length <= 2) return null;
  parts.pop();
  while (parts.length > 2 && placeholderByIndex.get(parts.length - 1) === parts.at(-1)) parts.pop();
  return parts.join('/');
}
