import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { locationFilterTypes } from '../api/contracts/locationsContract.js';
import type { Location, LocationFilterType } from '../api/locationsApi.js';
import { Combobox } from '../ui/Combobox.js';
import { formatQuantity } from '../ui/formatters.js';
import { Select } from '../ui/Select.js';
import { searchStatusMessage } from '../ui/useSearchAsYouType.js';
import { useTypeaheadInput } from '../ui/useTypeaheadInput.js';
import { placeName } from './placeName.js';
import { useLocationSearch } from './useLocationSearch.js';
import type { SearchLocations } from './useLocationSearch.js';

/** docs/product.md#location-search: the location filter types, as the select names them. */
const filterTypeLabels = {
  state: 'State',
  cbsa: 'Metro area',
  county: 'County',
  city: 'City',
  zipcode: 'ZIP code',
} as const satisfies Record<LocationFilterType, string>;

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
export function locationOptionLabels(
  locations: readonly Location[],
  type: LocationFilterType,
): Map<string, string> {
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

function isLocationFilterType(value: string): value is LocationFilterType {
  return locationFilterTypes.some((type) => type === value);
}

export type LocationSearchProps = {
  search: SearchLocations;
  onSelect: (location: Location) => void;
  initialType?: LocationFilterType;
};

/**
 * Choose a place for the insights view (docs/product.md#location-hierarchy: choosing one appends
 * its hierarchy to the route, which the caller does in `onSelect`): a type select and a
 * search-as-you-type combobox (src/ui/Combobox.tsx, on Downshift). Ids come from useId so server
 * and client render the same markup.
 */
export function LocationSearch({ search, onSelect, initialType }: LocationSearchProps) {
  const { text, setText, type, setType, results, status } = useLocationSearch(search, {
    initialType,
  });
  const id = useId();
  const labels = locationOptionLabels(results, type);
  const labelOf = (location: Location) =>
    labels.get(location.hierarchy) ?? locationOptionLabel(location, type);
  // The label of the chosen place replaces the typed text in the input without searching for it.
  const { inputValue, onInputChange, showChosen } = useTypeaheadInput(text, setText);

  const onTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (!isLocationFilterType(value)) return;
    showChosen(null);
    setType(value);
  };

  return (
    <div className="location-search">
      <Select label="Location type" id={`${id}-type`} value={type} onChange={onTypeChange}>
        {locationFilterTypes.map((filterType) => (
          <option key={filterType} value={filterType}>
            {filterTypeLabels[filterType]}
          </option>
        ))}
      </Select>
      <Combobox
        label="Location"
        id={`${id}-input`}
        items={results}
        itemToString={(location) => (location ? labelOf(location) : '')}
        itemToKey={(location) => location?.hierarchy ?? ''}
        inputValue={inputValue}
        onInputChange={onInputChange}
        onSelect={(location) => {
          showChosen(labelOf(location));
          onSelect(location);
        }}
        status={searchStatusMessage(status, results.length, statusWords)}
      />
    </div>
  );
}
