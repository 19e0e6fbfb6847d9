// Environment: server
// POST/GET/DELETE /session (issue 3 § Auth and security).
import { z } from 'zod';
import type { MeResponse } from './usersSchemas.js';

export const createSessionBodySchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

export type SessionResponse = {
  /** The opaque token for `Authorization: Bearer …`; the same token is set as the cookie. */
  token?: string;
  /** Send in X-CSRF-Token on cookie-authenticated writes. */
  csrf_token: string;
  expires_at: string;
  user: MeResponse;
};
