// Environment: server
// POST/GET/DELETE /session (docs/product.md#sessions).
import { z } from 'zod';

export const createSessionBodySchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

export type { SessionResponse } from '../../../src/api/contracts/sessionContract.js';
