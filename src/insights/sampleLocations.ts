// Locations as GET /locations answers them, shared by the location search's tests.
import type { Location } from '../api/locationsApi.js';

export const kingCounty: Location = {
  name: 'King County',
  aka_name: null,
  state: 'wa',
  hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king-county',
};
export const kingsCounty: Location = {
  name: 'Kings County',
  aka_name: 'Brooklyn',
  state: 'ny',
  hierarchy: '/usa/ny/new-york-newark-jersey-city-ny-nj-pa/kings-county',
};
export const kingGeorgeCounty: Location = {
  name: 'King George County',
  aka_name: null,
  state: 'va',
  hierarchy: '/usa/va/washington-arlington-alexandria-dc-va-md-wv/king-george-county',
};
export const zip98101: Location = {
  name: '98101',
  aka_name: 'Seattle',
  state: 'wa',
  hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king-county/seattle/98101',
};
