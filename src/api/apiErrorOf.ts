import { isApiCallError } from './createApiClient.js';

/** The API's error answer (docs/architecture.md#the-parts), when a failed call carried one. */
export type ApiErrorBody = { status: number; code: string; message: string };

/** What the API said about a failed call, or null when it said nothing (network, timeout). */
export function apiErrorOf(error: unknown): ApiErrorBody | null {
  if (!isApiCallError(error) || !error.response) return null;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const body: unknown = data.error;
  if (typeof body !== 'object' || body === null) return null;
  const code = 'code' in body && typeof body.code === 'string' ? body.code : 'unknown_error';
  const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
  return { status: error.response.status, code, message };
}

/** The messages a 400 `invalid_fields` answer put next to each field; empty otherwise. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiCallError(error) || !error.response) return {};
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('error' in data)) return {};
  const body: unknown = data.error;
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const fields: unknown = body.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A call that got no answer: worth retrying (status 0). */
export const networkFailure: ApiErrorBody = {
  status: 0,
  code: 'network_error',
  message: 'We couldn’t reach doxo. Check your connection and try again.',
};

/** What a failed call tells the user: the API's answer, or the network failure above. */
export function apiFailureOf(error: unknown): ApiErrorBody {
  return apiErrorOf(error) ?? networkFailure;
}
