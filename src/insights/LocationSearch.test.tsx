// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Location, LocationFilterType } from '../api/locationsApi.js';
import { LocationSearch } from './LocationSearch.js';
import { locationOptionLabel, locationOptionLabels } from './LocationSearchTyping.js';
import type { SearchLocations } from './useLocationSearch.js';
import { kingCounty, kingGeorgeCounty, kingsCounty, zip98101 } from './sampleLocations.js';
import { loadCombobox } from '../ui/Combobox.js';

type SearchCall = { text: string; type: LocationFilterType; signal: AbortSignal };

/** A stand-in for the API: answers from a fixed table, or with the given outcome. */
function fakeSearch(answer: (text: string, type: LocationFilterType) => Promise<Location[]>) {
  const calls: SearchCall[] = [];
  const search: SearchLocations = (text, type, signal) => {
    calls.push({ text, type, signal });
    return answer(text, type);
  };
  return { search, calls };
}

const counties = () =>
  fakeSearch(async (text, type) =>
    type === 'county' && text.toLowerCase().startsWith('king') ? [kingCounty, kingsCounty, kingGeorgeCounty] : [],
  );

function setup(search: SearchLocations, initialType?: LocationFilterType) {
  const onSelect = vi.fn<(location: Location) => void>();
  const user = userEvent.setup({ delay: null });
  render(<LocationSearch search={search} onSelect={onSelect} initialType={initialType} />);
  const input = screen.getByRole('combobox', { name: 'Location' });
  return { user, onSelect, input };
}

// Real timers: Testing Library's async wrapper waits on a real setTimeout, which fake timers
// would stall. The debounce itself is timed precisely in useLocationSearch.test.ts.

/** Lets the debounce (250 ms) run out and the search answer. */
async function waitForSearch() {
  await waitFor(() => expect(status().textContent).not.toBe('Searching…'));
}

/** The county search with `text` typed and its answer shown: where most tests start. */
async function countiesSearchedFor(text: string) {
  const { search, calls } = counties();
  const rendered = setup(search);
  await rendered.user.type(rendered.input, text);
  await waitForSearch();
  return { ...rendered, calls };
}

/** Longer than the debounce, for asserting that nothing was searched. */
async function afterDebounce() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

function listbox() {
  return screen.getByRole('listbox', { hidden: true });
}

/** The listed places (the type select has options too). */
function placeOptions(container: HTMLElement = document.body) {
  return within(within(container).getByRole('listbox', { hidden: true })).queryAllByRole('option');
}

function status() {
  return screen.getByRole('status');
}

// Downshift's control, as it is once the person has reached it (its server-rendered stand-in
// before that: src/ui/lazyDownshiftControls.test.tsx).
beforeAll(() => loadCombobox());

describe('LocationSearch', () => {
  it('renders a labelled type select and a collapsed list-autocomplete combobox', () => {
    const { search } = counties();
    const { input } = setup(search);

    const select = screen.getByRole('combobox', { name: 'Location type' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['State', 'Metro area', 'County', 'City', 'ZIP code']);
    expect(select).toHaveProperty('value', 'county');

    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect(listbox().className).toBe('combobox__listbox');
    expect(status().textContent).toBe('');
  });

  it('starts with the given type', () => {
    const { search } = counties();
    setup(search, 'zipcode');
    expect(screen.getByRole('combobox', { name: 'Location type' })).toHaveProperty('value', 'zipcode');
  });

  it('searches once after typing, then lists the places and announces the count', async () => {
    const { search, calls } = counties();
    const { user, input } = setup(search);

    await user.type(input, '  king ');
    expect(calls).toHaveLength(0);
    expect(status().textContent).toBe('Searching…');
    await waitForSearch();

    expect(calls.map(({ text, type }) => ({ text, type }))).toEqual([{ text: 'king', type: 'county' }]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    const options = placeOptions();
    expect(options.map((option) => option.textContent)).toEqual([
      'King County, WA',
      'Kings County, NY',
      'King George County, VA',
    ]);
    for (const option of options) {
      expect(option.className).toBe('combobox__option');
      expect(option.getAttribute('aria-selected')).toBe('false');
    }
    expect(status().textContent).toBe('3 results');
    expect(status().getAttribute('aria-live')).toBe('polite');
  });

  it('does not search, nor open, below two characters', async () => {
    const { search, calls } = counties();
    const { user, input } = setup(search);
    await user.type(input, ' k ');
    await afterDebounce();
    expect(calls).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(status().textContent).toBe('');
  });

  it('moves the active option with the arrow keys and selects it with Enter', async () => {
    const { user, input, onSelect, calls } = await countiesSearchedFor('king');
    const options = placeOptions();
    const activeOption = () => {
      const id = input.getAttribute('aria-activedescendant');
      return options.findIndex((option) => option.id === id);
    };

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(0);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(options[0]?.className).toBe('combobox__option combobox__option--active');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(2);
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(2);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(1);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(kingsCounty);
    expect(input).toHaveProperty('value', 'Kings County, NY');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox().hidden).toBe(true);

    // Showing the chosen place in the input is not a new search.
    await afterDebounce();
    expect(calls).toHaveLength(1);
  });

  it('does not select anything on Enter without an active option', async () => {
    const { user, input, onSelect } = await countiesSearchedFor('king');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'king');
  });

  it('closes on Escape and clears the text on a second Escape', async () => {
    const { user, input, onSelect } = await countiesSearchedFor('king');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect(input).toHaveProperty('value', 'king');

    // The list opens again from the keyboard.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(status().textContent).toBe('');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('selects a place with a mouse click', async () => {
    const { user, input, onSelect } = await countiesSearchedFor('king');
    await user.click(within(listbox()).getByRole('option', { name: 'King George County, VA' }));
    expect(onSelect).toHaveBeenCalledWith(kingGeorgeCounty);
    expect(input).toHaveProperty('value', 'King George County, VA');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves the input', async () => {
    const { user, input } = await countiesSearchedFor('king');
    await user.tab();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the chosen type and shows ZIP codes with their city', async () => {
    const { search, calls } = fakeSearch(async (_text, type) => (type === 'zipcode' ? [zip98101] : []));
    const { user, input, onSelect } = setup(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'ZIP code');
    await user.type(input, '9810');
    await waitForSearch();
    expect(calls.at(-1)).toMatchObject({ text: '9810', type: 'zipcode' });
    expect(placeOptions().map((option) => option.textContent)).toEqual(['98101 (Seattle, WA)']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(zip98101);
  });

  it('announces when no place matches', async () => {
    const { input } = await countiesSearchedFor('zzz');
    expect(status().textContent).toBe('No places match');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(placeOptions()).toHaveLength(0);
  });

  it('announces that search is unavailable when it fails', async () => {
    const { search } = fakeSearch(() => Promise.reject(new Error('503 Service Unavailable')));
    const { user, input } = setup(search);
    await user.type(input, 'king');
    await waitForSearch();
    expect(status().textContent).toBe('Location search is unavailable right now');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('aborts the stale search and shows only the newest answer', async () => {
    const answers: ((locations: Location[]) => void)[] = [];
    const { search, calls } = fakeSearch(() => new Promise<Location[]>((resolve) => answers.push(resolve)));
    const { user, input } = setup(search);
    await user.type(input, 'kin');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(input, 'gs');
    expect(calls[0]?.signal.aborted).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map(({ text }) => text)).toEqual(['kin', 'kings']);
    expect(calls[1]?.signal.aborted).toBe(false);

    await act(async () => answers[0]?.([kingCounty]));
    expect(placeOptions()).toHaveLength(0);
    expect(status().textContent).toBe('Searching…');
    await act(async () => answers[1]?.([kingsCounty]));
    expect(placeOptions().map((option) => option.textContent)).toEqual(['Kings County, NY']);
  });

  it('uses no inline styles (CSP) and hydrates the server markup without mismatch', async () => {
    const { search } = counties();
    const onSelect = vi.fn<(location: Location) => void>();
    const element = <LocationSearch search={search} onSelect={onSelect} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(container.querySelector('.location-search')).not.toBeNull();

    // React reports a text mismatch as a recoverable error, an attribute mismatch on the console.
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError }));
    const consoleErrors = consoleError.mock.calls.slice();
    consoleError.mockRestore();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleErrors).toEqual([]);

    const user = userEvent.setup({ delay: null });
    await user.type(within(container).getByRole('combobox', { name: 'Location' }), 'king');
    await waitForSearch();
    expect(placeOptions(container)).toHaveLength(3);
    expect(container.querySelector('[style]')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});

describe('locationOptionLabel', () => {
  it('names each kind of place with its state', () => {
    expect(locationOptionLabel(kingCounty, 'county')).toBe('King County, WA');
    expect(
      locationOptionLabel({ name: 'Washington', aka_name: null, state: 'wa', hierarchy: '/usa/wa' }, 'state'),
    ).toBe('Washington');
    expect(
      locationOptionLabel(
        {
          name: 'Seattle-Tacoma-Bellevue, wa',
          aka_name: null,
          state: 'wa',
          hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa',
        },
        'cbsa',
      ),
    ).toBe('Seattle-Tacoma-Bellevue, WA');
    expect(locationOptionLabel(zip98101, 'zipcode')).toBe('98101 (Seattle, WA)');
    expect(locationOptionLabel({ ...zip98101, aka_name: null }, 'zipcode')).toBe('98101 (WA)');
  });
});

describe('locationOptionLabels', () => {
  it('tells namesakes apart by where they are, and leaves unique names alone', () => {
    const metro = (state: string, parent: string): Location => ({
      name: 'New York-Newark-Jersey City, NY-NJ',
      aka_name: null,
      state,
      hierarchy: `/usa/${state}/new-york-newark-jersey-city-ny-nj`,
      parent_name: parent,
    });
    const labels = locationOptionLabels(
      [metro('ny', 'New York'), metro('nj', 'New Jersey'), { ...kingCounty, parent_name: 'x' }],
      'cbsa',
    );
    expect([...labels.values()]).toEqual([
      'New York-Newark-Jersey City, NY-NJ — New York',
      'New York-Newark-Jersey City, NY-NJ — New Jersey',
      'King County',
    ]);
  });
});
