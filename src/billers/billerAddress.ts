// The search page's and the directory's addresses: what their query strings mean, read leniently
// (a hand-edited address shows the nearest sensible page instead of an error) and written in one
// canonical form, so every link, form and replaced URL agrees (docs/product.md#search-page).
import { BILLER_SHELVES, MAX_BILLER_PAGE, type BillerListQuery } from '../api/contracts/directoryContract.js';
import type { ServiceType } from '../api/contracts/directoryContract.js';
import { findByName } from '../directory/nameKey.js';
import { stateByCode, stateAbbreviations } from '../location/stateAbbreviations.js';

/** The API's limit for a biller name prefix. */
export const MAX_SEARCH_TEXT_LENGTH = 100;

/** Filters both pages share: a service type slug, a state code, a page from 1. */
export type BillerFilters = { type: string; state: string; page: number };
export type SearchAddress = BillerFilters & { q: string };
export type DirectoryAddress = BillerFilters & { letter: string };

type QueryValues = Readonly<Record<string, string | undefined>>;

/** A page number from the address; anything else (0, -1, 1.5, abc, beyond the last) is page 1. */
export function pageFrom(text: string | undefined): number {
  if (text === undefined || !/^[1-9]\d{0,5}$/.test(text)) return 1;
  const page = Number(text);
  return page <= MAX_BILLER_PAGE ? page : 1;
}

/** The canonical slug of a known service type, else '' (no filter). */
function serviceTypeFrom(text: string | undefined, serviceTypes: readonly ServiceType[]): string {
  return text ? (findByName(serviceTypes, text)?.slug ?? '') : '';
}

/** A known state code in upper case, else '' (no filter). */
function stateFrom(text: string | undefined): string {
  return text ? (stateByCode(text)?.code ?? '') : '';
}

function filtersFrom(search: QueryValues, serviceTypes: readonly ServiceType[]): BillerFilters {
  return {
    type: serviceTypeFrom(search.type, serviceTypes),
    state: stateFrom(search.state),
    page: pageFrom(search.page),
  };
}

export function searchAddressFrom(search: QueryValues, serviceTypes: readonly ServiceType[]): SearchAddress {
  return {
    q: (search.q ?? '').trim().slice(0, MAX_SEARCH_TEXT_LENGTH),
    ...filtersFrom(search, serviceTypes),
  };
}

export function directoryAddressFrom(search: QueryValues, serviceTypes: readonly ServiceType[]): DirectoryAddress {
  const letter = (search.letter ?? '').trim().toLowerCase();
  return {
    letter: (BILLER_SHELVES as readonly string[]).includes(letter) ? letter : '',
    ...filtersFrom(search, serviceTypes),
  };
}

/** The search asks the API only for text or a filter: an empty search shows no list. */
export function hasSearch(address: SearchAddress): boolean {
  return address.q !== '' || address.type !== '' || address.state !== '';
}

/** The API query of a filtered, paged list. */
export function billerListQuery(
  filters: BillerFilters & { q?: string; letter?: string },
  extra: Pick<BillerListQuery, 'order' | 'near'> = {},
): BillerListQuery {
  return {
    ...(filters.q ? { query: filters.q } : {}),
    ...(filters.type ? { service_type: filters.type } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.letter ? { letter: filters.letter } : {}),
    ...extra,
    ...(filters.page > 1 ? { page: filters.page } : {}),
  };
}

/** The states, DC and territories a visitor may filter by, by name (armed-forces regions have no billers). */
export const stateChoices = stateAbbreviations
  .filter((entry) => entry.kind !== 'armed-forces')
  .toSorted((a, b) => a.name.localeCompare(b.name));
