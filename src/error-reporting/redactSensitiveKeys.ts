// The rule redacts keys matching password or secret (docs/product.md#redaction); we add token,
// authorization, cookie, card number and account number; for payments, the routing number and the
// card's security code. A bill-payment product puts all of these in form state and request context,
// so they never leave the browser: the value is replaced, the key is kept so a reader still sees
// which field was involved.

export const FILTERED = '[Filtered]';

/**
 * One pattern for every spelling (cardNumber, card_number, card-number, CardNumber, "card number",
 * accountNum…). Also handed to Airbrake as `keysBlocklist` so its own truncation agrees with ours.
 */
export const SENSITIVE_KEY_PATTERN =
  /passw(?:or)?d|secret|token|authori[sz]ation|cookie|card[\W_]*num|account[\W_]*num|routing[\W_]*num|cvv|cvc|security[\W_]*code|api[\W_]*key/i;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY_PATTERN.test(key);
}

/**
 * Returns a copy of `value` in which every property whose key is sensitive, at any depth and
 * inside arrays, holds '[Filtered]'. Other values are untouched; objects that serialize themselves
 * (Date, URL) are kept as they are; cycles become '[Circular]' so JSON.stringify cannot throw.
 */
export function redactSensitiveKeys(value: unknown): unknown {
  return redact(value, new WeakSet());
}

function redact(value: unknown, ancestors: WeakSet<object>): unknown {
  // JSON.stringify throws on bigint, and a reporter must never throw into the app.
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  if ('toJSON' in value && typeof value.toJSON === 'function') return value;
  if (ancestors.has(value)) return '[Circular]';
  ancestors.add(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    copy = value.map((item: unknown) => redact(item, ancestors));
  } else {
    const entries = Object.entries(value).map(([key, item]): [string, unknown] => [
      key,
      isSensitiveKey(key) ? FILTERED : redact(item, ancestors),
    ]);
    copy = Object.fromEntries(entries);
  }
  // Only the current path counts as a cycle: the same object twice in siblings is fine.
  ancestors.delete(value);
  return copy;
}

/** redactSensitiveKeys for a record, keeping its type (for the server's log lines and notices). */
export function redactRecord(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, isSensitiveKey(key) ? FILTERED : redactSensitiveKeys(item)]),
  );
}
