// Environment: server
// One error shape for the whole API (docs/architecture.md#the-parts):
// `{ "error": { "code", "message" } }` with a real HTTP status, never a 500 for bad input.
import type { ErrorRequestHandler, Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/databaseUnavailable.js';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Facts beside the message that a client acts on (e.g. the earlier payment of a duplicate). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.details = details;
  }
}

/**
 * A form's fields that need fixing (400 `invalid_fields`), each with the message to show next to
 * it: `{ "error": { "code", "message", "fields": { "email": "…" } } }`.
 */
export class InvalidFieldsError extends ApiError {
  readonly fields: Readonly<Record<string, string>>;
  /** Each field's problem code (src/user/accountRules.ts), for pages without JavaScript. */
  readonly codes: Readonly<Record<string, string>>;

  constructor(problems: Record<string, { code: string; message: string }>, message = 'Some fields need fixing.') {
    super(400, 'invalid_fields', message);
    this.fields = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.message]));
    this.codes = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.code]));
  }
}

export function sendApiError(response: Response, error: ApiError): void {
  for (const [name, value] of Object.entries(error.headers)) response.setHeader(name, value);
  response.setHeader('Cache-Control', 'no-store');
  const fields = error instanceof InvalidFieldsError ? { fields: error.fields } : {};
  response
    .status(error.status)
    .json({ error: { ...error.details, code: error.code, message: error.message, ...fields } });
}

/** Errors raised by express.json() carry a `type` such as 'entity.parse.failed'. */
function bodyParserErrorType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  return typeof error.type === 'string' ? error.type : undefined;
}

/** The 4xx status Express or a body parser put on an error it raised, if any. */
export function clientErrorStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The database is away (restarting, unreachable): a moment's wait, not a fault of ours to report
 * per request. The browser goes to the maintenance page on a 503 and comes back
 * (docs/product.md#maintenance).
 */
export function databaseUnavailableError(): ApiError {
  return new ApiError(503, 'database_unavailable', 'The service is briefly unavailable. Try again in a moment.', {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });
}

function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailableError();
  switch (bodyParserErrorType(error)) {
    case 'entity.parse.failed':
      return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new ApiError(413, 'payload_too_large', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'unsupported_media_type', 'The request body encoding is not supported.');
    case 'request.aborted':
      return new ApiError(400, 'request_aborted', 'The request was aborted.');
    default:
      break;
  }
  // Other client errors raised by Express itself, e.g. a path parameter that is not valid
  // percent-encoding (status 400): keep their status, never turn them into a 500.
  const status = clientErrorStatusOf(error);
  return status === undefined ? undefined : new ApiError(status, 'bad_request', 'The request is malformed.');
}

export function apiErrorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, _request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    const known = toApiError(error);
    if (known) {
      sendApiError(response, known);
      return;
    }
    log(`API error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendApiError(response, new ApiError(500, 'internal_error', 'Something went wrong on our side.'));
  };
}
