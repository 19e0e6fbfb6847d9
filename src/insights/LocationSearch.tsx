import { useEffect, useId, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { locationFilterTypes } from '../api/locationsApi.js';
import type { Location, LocationFilterType } from '../api/locationsApi.js';
import { placeName } from './placeName.js';
import { useLocationSearch } from './useLocationSearch.js';
import type { LocationSearchStatus, SearchLocations } from './useLocationSearch.js';

/** SPEC §3: the location filter types, as the select names them. */
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

function statusMessage(status: LocationSearchStatus, count: number): string {
  switch (status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching…';
    case 'error':
      return 'Location search is unavailable right now';
    case 'done':
      if (count === 0) return 'No places match';
      return count === 1 ? '1 result' : `${count} results`;
  }
}

function isLocationFilterType(value: string): value is LocationFilterType {
  return locationFilterTypes.some((type) => type === value);
}

export type LocationSearchProps = {
  search: SearchLocations;
  onSelect: (location: Location) => void;
  initialType?: LocationFilterType;
};

/**
 * Choose a place for the insights view (SPEC §2: choosing one appends its hierarchy to the route,
 * which the caller does in `onSelect`). WAI-ARIA APG "combobox with listbox popup, list
 * autocomplete, manual selection": focus stays in the input and the active option is conveyed by
 * aria-activedescendant. Ids come from useId so server and client render the same markup.
 */
export function LocationSearch({ search, onSelect, initialType }: LocationSearchProps) {
  const { text, setText, type, setType, results, status } = useLocationSearch(search, {
    initialType,
  });
  const id = useId();
  const typeSelectId = `${id}-type`;
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [open, setOpen] = useState(false);
  // The label of the chosen place replaces the typed text in the input without searching for it.
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  // Tied to the results it indexes, so new results start with no active option.
  const [active, setActive] = useState<{ results: Location[]; index: number }>({
    results,
    index: -1,
  });
  const activeIndex = active.results === results ? active.index : -1;

  const expanded = open && results.length > 0;
  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const moveTo = (index: number) => setActive({ results, index });

  const close = () => {
    setOpen(false);
    moveTo(-1);
  };

  const choose = (location: Location) => {
    setChosenLabel(locationOptionLabel(location, type));
    close();
    onSelect(location);
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    setChosenLabel(null);
    setText(event.target.value);
    setOpen(true);
  };

  const onTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (!isLocationFilterType(value)) return;
    setChosenLabel(null);
    setType(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!expanded || activeIndex < 0) moveTo(down ? 0 : count - 1);
        else moveTo((activeIndex + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const location = expanded ? results[activeIndex] : undefined;
        if (!location) return;
        event.preventDefault();
        choose(location);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          close();
        } else {
          setChosenLabel(null);
          setText('');
        }
        return;
    }
  };

  return (
    <div className="location-search">
      <label htmlFor={typeSelectId}>Location type</label>
      <select id={typeSelectId} value={type} onChange={onTypeChange}>
        {locationFilterTypes.map((filterType) => (
          <option key={filterType} value={filterType}>
            {filterTypeLabels[filterType]}
          </option>
        ))}
      </select>
      <label htmlFor={inputId}>Location</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={chosenLabel ?? text}
        onChange={onTextChange}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Places"
        className="location-search__listbox"
        hidden={!expanded}
      >
        {expanded &&
          results.map((location, index) => (
            <li
              key={location.hierarchy}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={
                index === activeIndex
                  ? 'location-search__option location-search__option--active'
                  : 'location-search__option'
              }
              // Keeps focus in the input so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(location)}
            >
              {locationOptionLabel(location, type)}
            </li>
          ))}
      </ul>
      <p className="location-search__status" role="status" aria-live="polite">
        {statusMessage(status, results.length)}
      </p>
    </div>
  );
}
