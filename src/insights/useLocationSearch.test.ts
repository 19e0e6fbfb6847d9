// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location, LocationFilterType } from '../api/locationsApi.js';
import { kingCounty, kingsCounty } from './sampleLocations.js';
import { useLocationSearch } from './useLocationSearch.js';
import type { LocationSearchOptions, SearchLocations } from './useLocationSearch.js';

type PendingSearch = {
  text: string;
  type: LocationFilterType;
  signal: AbortSignal;
  resolve: (locations: Location[]) => void;
  reject: (error: unknown) => void;
};

/** A search whose answers the test hands out one by one, in any order. */
function controlledSearch() {
  const calls: PendingSearch[] = [];
  const search: SearchLocations = (text, type, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ text, type, signal, resolve, reject });
    });
  return { search, calls };
}

function call(calls: PendingSearch[], index: number): PendingSearch {
  const pending = calls[index];
  if (!pending) throw new Error(`search call ${index} was not made (${calls.length} made)`);
  return pending;
}

/** The hook with the text and type state LocationSearch keeps for it. */
function renderSearch(
  search: SearchLocations,
  { initialType = 'county', ...options }: LocationSearchOptions & { initialType?: LocationFilterType } = {},
) {
  return renderHook(() => {
    const [text, setText] = useState('');
    const [type, setType] = useState<LocationFilterType>(initialType);
    return { text, setText, type, setType, ...useLocationSearch(search, { text, type }, options) };
  });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function settle(action: () => void) {
  await act(async () => {
    action();
    await Promise.resolve();
  });
}

/**
 * The hook on a controlled search with `text` typed, then `wait` ms gone by: by default the
 * debounce (250 ms) has run out and the search is asked.
 */
async function typedAndWaited(text: string, options?: LocationSearchOptions, wait = 250) {
  const { search, calls } = controlledSearch();
  const rendered = renderSearch(search, options);
  act(() => rendered.result.current.setText(text));
  await advance(wait);
  return { ...rendered, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLocationSearch', () => {
  it('starts idle with the initial type and no results', () => {
    const { search, calls } = controlledSearch();
    const { result } = renderSearch(search, { initialType: 'city' });
    expect(result.current).toMatchObject({ text: '', type: 'city', results: [], status: 'idle' });
    expect(calls).toHaveLength(0);
  });

  it('searches once, after the debounce, for the last text typed quickly', async () => {
    const { search, calls } = controlledSearch();
    const { result } = renderSearch(search);
    for (const text of ['ki', 'kin', 'king']) {
      act(() => result.current.setText(text));
      await advance(100);
    }
    expect(calls).toHaveLength(0);
    expect(result.current.status).toBe('loading');

    await advance(149);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls.map(({ text, type }) => ({ text, type }))).toEqual([{ text: 'king', type: 'county' }]);

    await settle(() => call(calls, 0).resolve([kingCounty, kingsCounty]));
    expect(result.current.status).toBe('done');
    expect(result.current.results).toEqual([kingCounty, kingsCounty]);
  });

  it('honours a custom debounce', async () => {
    const { calls } = await typedAndWaited('king', { debounceMs: 50 }, 49);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toHaveLength(1);
  });

  it('trims the text before searching', async () => {
    const { result, calls } = await typedAndWaited('  king county \t');
    expect(call(calls, 0).text).toBe('king county');
    expect(result.current.text).toBe('  king county \t');
  });

  it('stays idle and does not search below the minimum length', async () => {
    const { result, calls } = await typedAndWaited('  ki  ', { minLength: 3 }, 1000);
    expect(calls).toHaveLength(0);
    expect(result.current).toMatchObject({ status: 'idle', results: [] });

    act(() => result.current.setText('kin'));
    await advance(250);
    expect(calls).toHaveLength(1);
  });

  it('drops its results when the text becomes too short again', async () => {
    const { result, calls } = await typedAndWaited('king');
    await settle(() => call(calls, 0).resolve([kingCounty]));
    expect(result.current.results).toEqual([kingCounty]);

    act(() => result.current.setText('k'));
    expect(result.current).toMatchObject({ status: 'idle', results: [] });
  });

  it('aborts a stale search and ignores its late answer', async () => {
    const { result, calls } = await typedAndWaited('kin');
    const first = call(calls, 0);
    expect(first.signal.aborted).toBe(false);

    act(() => result.current.setText('kings'));
    expect(first.signal.aborted).toBe(true);
    await advance(250);
    const second = call(calls, 1);
    expect(second.text).toBe('kings');
    expect(second.signal.aborted).toBe(false);

    // The stale answer arrives first: it must not show.
    await settle(() => first.resolve([kingCounty]));
    expect(result.current).toMatchObject({ status: 'loading', results: [] });

    await settle(() => second.resolve([kingsCounty]));
    expect(result.current).toMatchObject({ status: 'done', results: [kingsCounty] });
  });

  it('ignores a stale answer that arrives after the newer one', async () => {
    const { result, calls } = await typedAndWaited('kin');
    act(() => result.current.setText('kings'));
    await advance(250);

    await settle(() => call(calls, 1).resolve([kingsCounty]));
    await settle(() => call(calls, 0).resolve([kingCounty]));
    expect(result.current.results).toEqual([kingsCounty]);
    // A stale failure does not turn the state into an error either.
    await settle(() => call(calls, 0).reject(new Error('aborted')));
    expect(result.current.status).toBe('done');
  });

  it('searches again, and aborts the old search, when the type changes', async () => {
    const { result, calls } = await typedAndWaited('seattle');
    act(() => result.current.setType('city'));
    expect(call(calls, 0).signal.aborted).toBe(true);
    expect(result.current.type).toBe('city');
    await advance(250);
    expect(call(calls, 1)).toMatchObject({ text: 'seattle', type: 'city' });
  });

  it('reports an error status when the search fails', async () => {
    const { result, calls } = await typedAndWaited('king');
    await settle(() => call(calls, 0).reject(new Error('503')));
    expect(result.current).toMatchObject({ status: 'error', results: [] });

    // Typing again retries.
    act(() => result.current.setText('kings'));
    expect(result.current.status).toBe('loading');
    await advance(250);
    await settle(() => call(calls, 1).resolve([kingsCounty]));
    expect(result.current).toMatchObject({ status: 'done', results: [kingsCounty] });
  });

  it('does not restart the search when the caller passes a new search function', async () => {
    const { search, calls } = controlledSearch();
    const { rerender } = renderHook(
      ({ fn }: { fn: SearchLocations }) => useLocationSearch(fn, { text: 'king', type: 'county' }),
      { initialProps: { fn: search } },
    );
    await advance(250);
    rerender({ fn: (text, type, signal) => search(text, type, signal) });
    await advance(1000);
    expect(calls).toHaveLength(1);
    expect(call(calls, 0).signal.aborted).toBe(false);
  });

  it('aborts the search in flight on unmount', async () => {
    const { unmount, calls } = await typedAndWaited('king');
    unmount();
    expect(call(calls, 0).signal.aborted).toBe(true);
  });
});
