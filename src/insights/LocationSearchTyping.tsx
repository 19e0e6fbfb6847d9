import { useEffect, useMemo } from 'react';
import type { Location, LocationFilterType } from '../api/locationsApi.js';
import { formatQuantity } from '../ui/formatters.js';
import { searchStatusMessage } from '../ui/useSearchAsYouType.js';
import type { FoundLocations } from './LocationSearch.js';
import { placeName } from './placeName.js';
import { useLocationSearch, type LocationQuery, type SearchLocations } from './useLocationSearch.js';
import { useSearchLocations } from './useSearchLocations.js';

/**
 * How a found place reads in the list: "King County, WA", "Seattle-Tacoma-Bellevue, WA",
 * "Washington"; a ZIP code with the city it belongs to, "98101 (Seattle, WA)".
 */
export function locationOptionLabel(location: Location, type: LocationFilterType): string {
  if (type !== 'zipcode') return placeName({ ...location, type });
  const city = [location.aka_name, location.state?.toUpperCase()].filter(Boolean).join(', ');
  return city ? `${location.name} (${city})` : location.name;
}

/**
 * Labels for a list of found places, no two alike (docs/operations.md#census-geography): a label
 * several places share says where each is, "Springfield, MO — Greene County", "New
 * York-Newark-Jersey City, NY-NJ — New Jersey" (a metro spanning states is listed under each of
 * them).
 */
export function locationOptionLabels(locations: readonly Location[], type: LocationFilterType): Map<string, string> {
  const plain = locations.map((location) => locationOptionLabel(location, type));
  const counts = new Map<string, number>();
  for (const label of plain) counts.set(label, (counts.get(label) ?? 0) + 1);
  return new Map(
    locations.map((location, index) => {
      const label = plain[index] ?? '';
      const shared = (counts.get(label) ?? 0) > 1 && location.parent_name;
      return [location.hierarchy, shared ? `${label} — ${location.parent_name}` : label];
    }),
  );
}

const statusWords = {
  unavailable: 'Location search is unavailable right now',
  none: 'No places match',
  found: (count: number) => formatQuantity(count, { one: 'result', other: 'results' }),
};

export type LocationSearchTypingProps = LocationQuery & {
  /** Where to search; the store's API client when not given. */
  search?: SearchLocations;
  onFound: (found: FoundLocations) => void;
};

type SearchingProps = LocationSearchTypingProps & { search: SearchLocations };

/**
 * The location search's typing code (src/insights/LocationSearch.tsx loads it when the person
 * first reaches the search): searches the text and type as they change and hands the places
 * found, their labels and the status line to the search. Renders nothing.
 */
export function LocationSearchTyping({ search, ...props }: LocationSearchTypingProps) {
  return search ? <Searching {...props} search={search} /> : <SearchingInStore {...props} />;
}

function SearchingInStore(props: Omit<LocationSearchTypingProps, 'search'>) {
  return <Searching {...props} search={useSearchLocations()} />;
}

function Searching({ search, text, type, onFound }: SearchingProps) {
  const { results, status } = useLocationSearch(search, { text, type });
  const message = searchStatusMessage(status, results.length, statusWords);
  const labelOf = useMemo(() => {
    const labels = locationOptionLabels(results, type);
    return (location: Location) => labels.get(location.hierarchy) ?? locationOptionLabel(location, type);
  }, [results, type]);
  useEffect(() => {
    onFound({ results, status: message, labelOf });
  }, [onFound, results, message, labelOf]);
  return null;
}
