// `npm run mail [-- --limit N] [-- --to address]` (docs/operations.md#mail): prints the newest
// messages of a running server's outbox, newest first, whole (headers, the plain-text part, and
// the HTML part's size). Without SMTP_URL messages stay there, so this is how a person following
// the quick start reads their verification or reset mail. Reads MAIL_URL (the server, default
// http://localhost:$PORT) and MAIL_READ_KEY, or else the key the server keeps in DATA_DIR.
import { parseArgs } from 'node:util';
import type { OutboxListResponse } from '../src/api/contracts/accountContract.js';
import { readKeptOutboxKey } from '../server/mail/outboxReadKey.js';

const DEFAULT_LIMIT = 10;
const TIMEOUT_MS = 10_000;

class UsageError extends Error {}

function options() {
  let values: { limit?: string | undefined; to?: string | undefined };
  try {
    ({ values } = parseArgs({
      options: { limit: { type: 'string' }, to: { type: 'string' } },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const limit = values.limit ?? String(DEFAULT_LIMIT);
  if (!/^[1-9]\d{0,2}$/.test(limit) || Number(limit) > 200) {
    throw new UsageError(`--limit must be a whole number from 1 to 200 (got "${limit}").`);
  }
  const dataDirectory = process.env.DATA_DIR || './.data';
  const readKey = process.env.MAIL_READ_KEY || readKeptOutboxKey(dataDirectory);
  if (!readKey) {
    throw new UsageError(
      `No outbox read key: set MAIL_READ_KEY to the server's, or run this where the server keeps ` +
        `its data (${dataDirectory}), after it has started once.`,
    );
  }
  const server = (process.env.MAIL_URL || `http://localhost:${process.env.PORT || '3000'}`).replace(/(\/api)?\/*$/, '');
  const query = new URLSearchParams({ limit });
  if (values.to) query.set('to', values.to);
  return { url: `${server}/api/outbox?${query.toString()}`, readKey };
}

/** Message text is ours, but addresses are typed by visitors: never send a terminal escape. */
function printable(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

async function main(): Promise<void> {
  const { url, readKey } = options();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${readKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach ${url}: ${reason}. Is the server running (MAIL_URL)?`);
  }
  if (response.status === 401) {
    throw new Error('The server refused the outbox read key (MAIL_READ_KEY).');
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  const { messages } = (await response.json()) as OutboxListResponse;
  if (messages.length === 0) {
    console.log('The outbox is empty.');
    return;
  }
  for (const message of messages) {
    console.log('='.repeat(72));
    console.log(`#${message.id}  ${message.created_at}  ${message.state}  (${message.kind})`);
    console.log(`To:      ${printable(message.to)}`);
    console.log(`Subject: ${printable(message.subject)}`);
    if (message.last_error) console.log(`Last error: ${printable(message.last_error)}`);
    console.log('');
    console.log(printable(message.text).trimEnd());
    console.log('');
    console.log(`[HTML part: ${message.html.length} characters]`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof UsageError) {
    console.error('Usage: [MAIL_READ_KEY=…] [MAIL_URL=http://host:port] npm run mail -- [--limit N] [--to address]');
  }
  process.exit(1);
});
