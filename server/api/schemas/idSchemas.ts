// Environment: server
// A row's id as the API takes it: a positive PostgreSQL integer, in a JSON body or as query text.
import { z } from 'zod';

/** The largest PostgreSQL integer: a larger id names no row, so it is refused as out of range. */
const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const positiveId = z.number().int().min(1).max(MAX_ID);

/** An id in a query string or a path: digits only, no sign, no leading zero. */
export const positiveIdText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer id')
  .transform(Number)
  .refine((id) => id <= MAX_ID, 'is out of range');
