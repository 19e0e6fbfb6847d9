// Environment: server The body of a collector request as a JSON value PostgreSQL can store
// (docs/operations.md#error-collector). The notifier posts JSON as text/plain (a CORS simple
// request, no preflight), so the collector reads the raw text and parses it itself; whatever a
// client sends, the answer is a 4xx, never a 500.
import { ApiError } from '../apiError.js';

/**
 * Airbrake's notifier truncates everything to 8 levels (jsonify_notice.js); 64 is generous for
 * any honest client and keeps both our walk and PostgreSQL's jsonb far from their stack limits.
 */
const MAX_NESTING_DEPTH = 64;

/**
 * JSON.parse accepts `\u0000` and unpaired surrogates such as `\ud800`, which PostgreSQL's text
 * and jsonb refuse: they become U+FFFD, so an odd notice is stored instead of failing the insert.
 * With the `u` flag a surrogate range only matches a surrogate that is not half of a pair.
 */
const unstorableCharacters = /\u0000|[\ud800-\udfff]/gu;

function storableText(text: string): string {
  return text.replace(unstorableCharacters, '\ufffd');
}

function storableJson(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storableText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_NESTING_DEPTH) {
    throw new ApiError(400, 'invalid_request', `The body is nested deeper than ${MAX_NESTING_DEPTH} levels.`);
  }
  if (Array.isArray(value)) return value.map((item: unknown) => storableJson(item, depth + 1));
  // Object.fromEntries defines every key as an own property, `__proto__` included.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item, depth + 1)]),
  );
}

/**
 * `body` is what express.text() left on the request: the decoded text, or undefined when the
 * request had none. `maxLength` counts characters of that text (counts the notice so;
 * docs/product.md#notice-size).
 */
export function parseReportBody(body: unknown, maxLength: number): unknown {
  const text = typeof body === 'string' ? body : '';
  if (text.length > maxLength) {
    throw new ApiError(413, 'payload_too_large', `The body is longer than ${maxLength} characters.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  return storableJson(parsed, 0);
}
