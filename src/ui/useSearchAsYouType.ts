import { useEffect, useEffectEvent, useState } from 'react';

export type SearchAsYouTypeStatus = 'idle' | 'loading' | 'done' | 'error';

/** The answer settled for one query. */
type Settled<Result> = { query: string; results: Result[]; outcome: 'done' | 'error' };

const noResults: never[] = [];

/**
 * The search behind a typeahead (Combobox): runs `search` once the query has been the same for
 * `debounceMs`; `query` null means nothing worth searching. Each settled answer is stored with
 * the query it answers and status/results are derived from whether it answers the current query,
 * so a late answer to an older query can never show; the older request is also aborted as soon
 * as the query changes, so it stops costing the network.
 */
export function useSearchAsYouType<Result>(
  query: string | null,
  /** Called with the values of the render that produced `query`; should honour `signal`. */
  search: (signal: AbortSignal) => Promise<Result[]>,
  debounceMs = 250,
): { status: SearchAsYouTypeStatus; results: Result[] } {
  const [settled, setSettled] = useState<Settled<Result> | null>(null);

  // The caller's `search` is a new function each render; it must not restart the search.
  const runSearch = useEffectEvent((signal: AbortSignal) => search(signal));

  useEffect(() => {
    if (query === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      runSearch(controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setSettled({ query, results, outcome: 'done' });
        },
        () => {
          // The API client has already reported the failure (docs/product.md#load-failures); here
          // it only shows.
          if (!controller.signal.aborted) {
            setSettled({ query, results: noResults, outcome: 'error' });
          }
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  if (query === null) return { status: 'idle', results: noResults };
  if (settled?.query === query) return { status: settled.outcome, results: settled.results };
  return { status: 'loading', results: noResults };
}

/** What a typeahead says of its search, in its own words for a failure, no match and a count. */
export function searchStatusMessage(
  status: SearchAsYouTypeStatus,
  count: number,
  words: { unavailable: string; none: string; found: (count: number) => string },
): string {
  switch (status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching…';
    case 'error':
      return words.unavailable;
    case 'done':
      return count === 0 ? words.none : words.found(count);
  }
}
