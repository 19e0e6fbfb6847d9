import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { loadWidgetData, selectWidgetResults } from './dashboardSlice.js';
import { widgetQueryKey, type WidgetQuery, type WidgetResult } from './widgetQuery.js';

export type WidgetState = WidgetResult | { status: 'loading' } | { status: 'needs_biller' };

/**
 * A widget's data: what the browser fetched itself (a retry, or a widget the server did not
 * know) wins over what the page's +data brought; anything missing is fetched once, in parallel
 * with the other widgets (no waterfall).
 */
export function useWidgetResult(
  query: WidgetQuery | null,
  pageResults: Readonly<Record<string, WidgetResult>>,
): { state: WidgetState; retry: () => void } {
  const dispatch = useAppDispatch();
  const fetched = useAppSelector(selectWidgetResults);
  const key = query ? widgetQueryKey(query) : null;
  const state: WidgetState =
    query === null || key === null
      ? { status: 'needs_biller' }
      : (fetched[key] ?? pageResults[key] ?? { status: 'loading' });
  const missing = key !== null && fetched[key] === undefined && pageResults[key] === undefined;

  useEffect(() => {
    if (missing && query) void dispatch(loadWidgetData(query));
    // `query` is described fully by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, missing]);

  return {
    state,
    retry: () => {
      if (query) void dispatch(loadWidgetData(query));
    },
  };
}
