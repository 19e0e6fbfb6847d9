import { useEffect, useEffectEvent, useState } from 'react';
import type { Location, LocationFilterType } from '../api/locationsApi.js';

/** One location search; it should stop work when `signal` aborts (a newer search superseded it). */
export type SearchLocations = (
  text: string,
  type: LocationFilterType,
  signal: AbortSignal,
) => Promise<Location[]>;

export type LocationSearchStatus = 'idle' | 'loading' | 'done' | 'error';

export type LocationSearchOptions = {
  /** Quiet time after the last keystroke before searching; default 250 ms. */
  debounceMs?: number;
  /** Shortest trimmed text worth a search; default 2 characters. */
  minLength?: number;
  /** The filter type searched first; default 'county' (the insights default level, SPEC §4). */
  initialType?: LocationFilterType;
};

export type LocationSearchState = {
  text: string;
  setText: (text: string) => void;
  type: LocationFilterType;
  setType: (type: LocationFilterType) => void;
  /** The places found for the current trimmed text and type; empty unless status is 'done'. */
  results: Location[];
  status: LocationSearchStatus;
};

/** The answer settled for one query (type + trimmed text). */
type Settled = { query: string; results: Location[]; outcome: 'done' | 'error' };

const noResults: Location[] = [];

function queryKey(type: LocationFilterType, trimmed: string): string {
  return `${type}\n${trimmed}`;
}

/**
 * Search-as-you-type for places (SPEC §5: the text is trimmed; §7 GET /locations/search). Each
 * settled answer is stored with the query it answers and status/results are derived from whether
 * it answers the current query, so a late answer to an older query can never show; the older
 * request is also aborted as soon as the query changes, so it stops costing the network.
 */
export function useLocationSearch(
  search: SearchLocations,
  { debounceMs = 250, minLength = 2, initialType = 'county' }: LocationSearchOptions = {},
): LocationSearchState {
  const [text, setText] = useState('');
  const [type, setType] = useState<LocationFilterType>(initialType);
  const [settled, setSettled] = useState<Settled | null>(null);

  const trimmed = text.trim();
  const searchable = trimmed.length >= minLength;
  const query = queryKey(type, trimmed);

  // The caller's `search` is often a new function each render; it must not restart the search.
  const runSearch = useEffectEvent(
    (searchText: string, searchType: LocationFilterType, signal: AbortSignal) =>
      search(searchText, searchType, signal),
  );

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const key = queryKey(type, trimmed);
    const timer = setTimeout(() => {
      runSearch(trimmed, type, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setSettled({ query: key, results, outcome: 'done' });
        },
        () => {
          // The API client has already reported the failure (SPEC §8); here it only shows.
          if (!controller.signal.aborted) {
            setSettled({ query: key, results: noResults, outcome: 'error' });
          }
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, trimmed, type, debounceMs]);

  let status: LocationSearchStatus;
  let results = noResults;
  if (!searchable) {
    status = 'idle';
  } else if (settled?.query === query) {
    status = settled.outcome;
    results = settled.results;
  } else {
    status = 'loading';
  }

  return { text, setText, type, setType, results, status };
}
