// Locations as GET /locations answers them (sampleLocations.json), shared by the location search's tests.
import type { Location } from '../api/locationsApi.js';
import sampleLocations from './sampleLocations.json' with { type: 'json' };

export const { kingCounty, kingsCounty, kingGeorgeCounty, zip98101 }: Record<keyof typeof sampleLocations, Location> =
  sampleLocations;
