// `npm run notices [-- --limit N]` (docs/operations.md#error-collector): prints the error notices a running server's collector
// received, newest first, each with the history the notifier recorded before it (docs/product.md#error-reporting: up to
// 20 entries). Reads NOTICES_URL (the server, default http://localhost:$PORT), AIRBRAKE_PROJECT_ID
// (default 1) and ERROR_COLLECTOR_READ_KEY (required: the listing's Bearer token).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { noticesListResponseSchema, type NoticesListResponse } from '../server/api/schemas/errorCollectorSchemas.js';
// docs/product.md#error-reporting: the error-reporting client's request timeout; a reading tool
// needs no more.
import { REQUEST_TIMEOUT_MS } from '../src/error-reporting/errorReportingLimits.js';
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** History fields worth a line, in the order they read best. */
const HISTORY_FIELDS = [
  'severity',
  'method',
  'url',
  'statusCode',
  'from',
  'to',
  'target',
  'message',
  'arguments',
] as const;
const MAX_FIELD_LENGTH = 300;

class UsageError extends Error {}

/** Stored notices are whatever a browser sent: read only the history, and only leniently. */
const historyEntrySchema = z.record(z.string(), z.unknown());
const noticeHistorySchema = z.object({
  context: z
    .object({ history: z.array(historyEntrySchema).optional().catch(undefined) })
    .optional()
    .catch(undefined),
});
type HistoryEntry = z.infer<typeof historyEntrySchema>;

const errorAnswerSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

type Options = { url: string; readKey: string };

function positiveInteger(text: string, name: string, max = 2_147_483_647): number {
  if (!/^[1-9]\d*$/.test(text) || Number(text) > max) {
    throw new UsageError(`${name} must be a whole number from 1 to ${max} (got "${text}").`);
  }
  return Number(text);
}

function readOptions(): Options {
  let values: { limit?: string | undefined };
  try {
    ({ values } = parseArgs({ options: { limit: { type: 'string' } }, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const readKey = process.env.ERROR_COLLECTOR_READ_KEY;
  if (!readKey) {
    throw new UsageError(
      'ERROR_COLLECTOR_READ_KEY is not set. Set it to the read key the server was started with ' +
        '(the server refuses to list notices without one).',
    );
  }
  // The server's origin; an API base URL (…/api, as in API_BASE_URL) is taken as well.
  const server = (process.env.NOTICES_URL || `http://localhost:${process.env.PORT || '3000'}`).replace(
    /(\/api)?\/*$/,
    '',
  );
  const projectId = positiveInteger(process.env.AIRBRAKE_PROJECT_ID || '1', 'AIRBRAKE_PROJECT_ID');
  const limit = values.limit === undefined ? DEFAULT_LIMIT : positiveInteger(values.limit, '--limit', MAX_LIMIT);
  return { url: `${server}/api/v3/projects/${projectId}/notices?limit=${limit}`, readKey };
}

/**
 * Anyone with the public project key can post a notice, so its text may hold terminal escape
 * sequences: control characters are printed escaped, never sent to the terminal as they are.
 */
function printable(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const safe = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (character) => JSON.stringify(character).slice(1, -1));
  return safe.length > MAX_FIELD_LENGTH ? `${safe.slice(0, MAX_FIELD_LENGTH)}…` : safe;
}

function historyOf(notice: unknown): HistoryEntry[] {
  const parsed = noticeHistorySchema.safeParse(notice);
  return parsed.success ? (parsed.data.context?.history ?? []) : [];
}

function historyLine(entry: HistoryEntry): string {
  const fields = HISTORY_FIELDS.filter((field) => entry[field] !== undefined).map(
    (field) => `${field}=${printable(entry[field])}`,
  );
  const date = entry.date === undefined ? '' : printable(entry.date);
  const type = entry.type === undefined ? '?' : printable(entry.type);
  return [date, type, ...fields].filter(Boolean).join('  ');
}

function printNotices({ notices, next_before }: NoticesListResponse): void {
  if (notices.length === 0) {
    console.log('No notices.');
    return;
  }
  for (const notice of notices) {
    const severity = printable(notice.severity ?? '-');
    const what = `${printable(notice.error_type ?? 'Error')}: ${printable(notice.error_message ?? '')}`;
    console.log(`#${notice.id}  ${notice.received_at}  ${severity}  ${what}`);
    if (notice.url) console.log(`  url: ${printable(notice.url)}`);
    const history = historyOf(notice.notice);
    if (history.length > 0) {
      console.log('  history:');
      for (const entry of history) console.log(`    ${historyLine(entry)}`);
    }
    console.log('');
  }
  if (next_before !== null) console.log(`(older notices exist before #${next_before})`);
}

async function fetchNotices({ url, readKey }: Options): Promise<NoticesListResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${readKey}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
        : error instanceof Error && error.cause instanceof Error
          ? error.cause.message
          : String(error);
    throw new Error(`Cannot reach ${url}: ${reason}. Is the server running (NOTICES_URL)?`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const answer = errorAnswerSchema.safeParse(body);
    const detail = answer.success
      ? `${answer.data.error.code}: ${answer.data.error.message}`
      : printable(text.slice(0, 200));
    throw new Error(`${url} answered HTTP ${response.status} (${detail})`);
  }
  const listing = noticesListResponseSchema.safeParse(body);
  if (!listing.success) {
    throw new Error(`${url} did not answer a notice listing; is NOTICES_URL this product's server?`);
  }
  return listing.data;
}

async function main(): Promise<void> {
  try {
    printNotices(await fetchNotices(readOptions()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError)
      console.error(
        'Usage: ERROR_COLLECTOR_READ_KEY=… [NOTICES_URL=http://host:port] [AIRBRAKE_PROJECT_ID=1] ' +
          'npm run notices [-- --limit N]   (N from 1 to 100, default 20)',
      );
    process.exitCode = 1;
  }
}

await main();
