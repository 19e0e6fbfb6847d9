// Environment: server
import type { Request } from 'express';
import { ApiError } from './apiError.js';

/** Writes need a JSON body: a cross-site form cannot send one without a CORS preflight. */
export function requireJsonBody(request: Request): void {
  if (!request.is('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
}
