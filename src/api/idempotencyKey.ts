// The browser's half of idempotent creates (docs/product.md#idempotency): one Idempotency-Key per
// user intent. A retry after a network error, a double click or a resubmission of the same form
// sends the same key, so the server creates once and answers the same; a success or an edited form
// starts a new intent with a new key.
import { canonicalJson } from './contracts/canonicalJson.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 128 random bits as hex; getRandomValues works on plain-HTTP pages too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type IntentKeys = {
  /** The key for submitting `intent` (the form's values): the same until they change. */
  keyFor: (intent: unknown) => string;
  /** The intent succeeded: the next submission, even of equal values, is a new one. */
  completed: () => void;
};

export function createIntentKeys(generate: () => string = newIdempotencyKey): IntentKeys {
  let current: { intent: string; key: string } | null = null;
  return {
    keyFor(intent) {
      const serialized = canonicalJson(intent);
      if (current?.intent !== serialized) current = { intent: serialized, key: generate() };
      return current.key;
    },
    completed() {
      current = null;
    },
  };
}

/** The header to send with a create. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}
