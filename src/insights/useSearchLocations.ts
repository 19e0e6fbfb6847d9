import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks.js';
import { searchLocations } from './searchLocationsThunk.js';
import type { SearchLocations } from './useLocationSearch.js';

/** Location search through the store's API client, cancelled when the caller's signal aborts. */
export function useSearchLocations(): SearchLocations {
  const dispatch = useAppDispatch();
  return useCallback<SearchLocations>(
    (text, type, signal) => {
      const request = dispatch(searchLocations({ text, type }));
      signal.addEventListener('abort', () => request.abort());
      return request.unwrap();
    },
    [dispatch],
  );
}
