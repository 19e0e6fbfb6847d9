// Environment: server
// GET /locations/search?query=name~'{text}' AND type:{type} (docs/product.md#location-search).
import { z } from 'zod';

export const locationSearchQuerySchema = z.object({
  query: z.string({ error: "query is required: name~'{text}' AND type:{type}" }).max(300),
});

export {
  locationResultKeys,
  type LocationItem,
  type LocationSearchResponse,
} from '../../../src/api/contracts/locationsContract.js';
