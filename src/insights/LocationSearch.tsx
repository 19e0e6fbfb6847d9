import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { locationFilterTypes } from '../api/contracts/locationsContract.js';
import type { Location, LocationFilterType } from '../api/locationsApi.js';
import { Combobox } from '../ui/Combobox.js';
import { lazyModule } from '../ui/lazyModule.js';
import { Select } from '../ui/Select.js';
import { useLazyModule } from '../ui/useLazyModule.js';
import { useTypeaheadInput } from '../ui/useTypeaheadInput.js';
import type { SearchLocations } from './useLocationSearch.js';

/** docs/product.md#location-search: the location filter types, as the select names them. */
const filterTypeLabels: Readonly<Record<LocationFilterType, string>> = {
  state: 'State',
  cbsa: 'Metro area',
  county: 'County',
  city: 'City',
  zipcode: 'ZIP code',
};

/** The places found for the current text and type, how each reads, and the status line. */
export type FoundLocations = {
  results: readonly Location[];
  status: string;
  labelOf: (location: Location) => string;
};

const nothingFound: FoundLocations = { results: [], status: '', labelOf: () => '' };

// The search as the person types (debounce, labels, status words) is not in the insights page's
// first load (docs/performance.md#bundle-budget): it arrives when the search is first reached
// (focus, pointer), as Downshift does (src/ui/Combobox.tsx), and searches what was typed
// meanwhile. Until then nothing is found, which is what the server renders.
const typingCode = lazyModule(() => import('./LocationSearchTyping.js'));

function isLocationFilterType(value: string): value is LocationFilterType {
  return locationFilterTypes.some((type) => type === value);
}

export type LocationSearchProps = {
  /** Where to search; the store's API client (src/insights/useSearchLocations.ts) when not given. */
  search?: SearchLocations;
  onSelect: (location: Location) => void;
  /** The filter type searched first; default 'county' (the insights default level; docs/product.md#location-hierarchy). */
  initialType?: LocationFilterType;
};

/**
 * Choose a place for the insights view (docs/product.md#location-hierarchy: choosing one appends
 * its hierarchy to the route, which the caller does in `onSelect`): a type select and a
 * search-as-you-type combobox (src/ui/Combobox.tsx, on Downshift). Ids come from useId so server
 * and client render the same markup.
 */
export function LocationSearch({ search, onSelect, initialType = 'county' }: LocationSearchProps) {
  const [text, setText] = useState('');
  const [type, setType] = useState<LocationFilterType>(initialType);
  const [found, setFound] = useState(nothingFound);
  const [typing, reachTyping] = useLazyModule(typingCode, 'load location search');
  const id = useId();
  // The label of the chosen place replaces the typed text in the input without searching for it.
  const { inputValue, onInputChange, showChosen } = useTypeaheadInput(text, setText);

  const onTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (!isLocationFilterType(value)) return;
    showChosen(null);
    setType(value);
  };

  return (
    <div className="location-search" onFocus={reachTyping} onPointerEnter={reachTyping}>
      {typing ? <typing.LocationSearchTyping search={search} text={text} type={type} onFound={setFound} /> : null}
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
        items={found.results}
        itemToString={(location) => (location ? found.labelOf(location) : '')}
        itemToKey={(location) => location?.hierarchy ?? ''}
        inputValue={inputValue}
        onInputChange={onInputChange}
        onSelect={(location) => {
          showChosen(found.labelOf(location));
          onSelect(location);
        }}
        status={found.status}
      />
    </div>
  );
}
