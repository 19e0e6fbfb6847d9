// Environment: server
import type { Response } from 'express';

/**
 * Answers with one person's own data: never kept by a browser or anything between
 * (Cache-Control: private, no-store).
 */
export function sendPrivately(response: Response, body: unknown): void {
  response.setHeader('Cache-Control', 'private, no-store');
  response.json(body);
}
