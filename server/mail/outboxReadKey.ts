// Environment: server
// Who may read the outbox (`npm run mail`, docs/operations.md#mail): the holder of MAIL_READ_KEY.
// Unset, the server makes one and keeps it in the data folder (mode 0600), where `npm run mail`
// on the same machine finds it: the quick start needs no configuration, and reading it asks for
// no more access than reading the database's own files. An in-memory database has no folder:
// then only a configured key opens the outbox.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const OUTBOX_READ_KEY_FILE = 'outbox-read-key';

const keyShape = /^[\w-]{16,200}$/;

export function outboxReadKeyPath(dataDirectory: string): string {
  return path.join(dataDirectory, OUTBOX_READ_KEY_FILE);
}

/** The key kept in `dataDirectory`, or undefined when there is none (yet). */
export function readKeptOutboxKey(dataDirectory: string): string | undefined {
  try {
    const key = readFileSync(outboxReadKeyPath(dataDirectory), 'utf8').trim();
    return keyShape.test(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

export function outboxReadKey(config: { MAIL_READ_KEY?: string | undefined; DATA_DIR: string }): string | undefined {
  if (config.MAIL_READ_KEY) return config.MAIL_READ_KEY;
  if (config.DATA_DIR === 'memory://') return undefined;
  const kept = readKeptOutboxKey(config.DATA_DIR);
  if (kept) return kept;
  const key = randomBytes(24).toString('base64url');
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(outboxReadKeyPath(config.DATA_DIR), `${key}\n`, { mode: 0o600 });
  return key;
}
