import type { Location, LocationFilterType } from '../api/locationsApi.js';
import { useSearchAsYouType, type SearchAsYouTypeStatus } from '../ui/useSearchAsYouType.js';

/** One location search; it should stop work when `signal` aborts (a newer search superseded it). */
export type SearchLocations = (text: string, type: LocationFilterType, signal: AbortSignal) => Promise<Location[]>;

export type LocationSearchStatus = SearchAsYouTypeStatus;

export type LocationSearchOptions = {
  /** Quiet time after the last keystroke before searching; default 250 ms. */
  debounceMs?: number;
  /** Shortest trimmed text worth a search; default 2 characters. */
  minLength?: number;
};

/** What the person typed and the filter type they chose (the caller's state). */
export type LocationQuery = { text: string; type: LocationFilterType };

export type LocationSearchState = {
  /** The places found for the current trimmed text and type; empty unless status is 'done'. */
  results: Location[];
  status: LocationSearchStatus;
};

function queryKey(type: LocationFilterType, trimmed: string): string {
  return `${type}\n${trimmed}`;
}

/**
 * Search-as-you-type for places (docs/product.md#location-search: the text is trimmed; GET
 * /locations/search): a new type or text is a new query, debounced, with late answers to older
 * queries dropped and their requests aborted (useSearchAsYouType).
 */
export function useLocationSearch(
  search: SearchLocations,
  { text, type }: LocationQuery,
  { debounceMs = 250, minLength = 2 }: LocationSearchOptions = {},
): LocationSearchState {
  const trimmed = text.trim();
  const { status, results } = useSearchAsYouType(
    trimmed.length >= minLength ? queryKey(type, trimmed) : null,
    (signal) => search(trimmed, type, signal),
    debounceMs,
  );
  return { results, status };
}
