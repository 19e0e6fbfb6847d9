// What may be monitored and how each value is kept (docs/product.md#monitored-items), for the add
// form and the server alike: the form checks as the member types, the server checks again and
// stores only what `normalizeMonitoredItem` answers.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MonitoredItemKind } from '../api/contracts/identityProtectionContract.js';

/** The most items a member adds (cards come on top): enough for a household, bounded storage. */
export const MAX_MONITORED_ITEMS = 20;

/** RFC 5321's limit on a whole address. */
const MAX_EMAIL_LENGTH = 254;
/** A practical address check (the WHATWG form's rule): one @, a dotted domain, no spaces. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Numbers without a country code are read as U.S. numbers: the product serves U.S. households. */
const DEFAULT_PHONE_COUNTRY = 'US';

export type NormalizedItem = { ok: true; value: string } | { ok: false; message: string };

function normalizeEmail(text: string): NormalizedItem {
  const email = text.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: 'Enter an email address like name@example.com.' };
  }
  return { ok: true, value: email };
}

function normalizePhone(text: string): NormalizedItem {
  const phone = parsePhoneNumberFromString(text.trim(), DEFAULT_PHONE_COUNTRY);
  if (!phone || !phone.isValid()) {
    return {
      ok: false,
      message: 'Enter a valid phone number, like (206) 555-0143 or +44 20 7946 0958.',
    };
  }
  return { ok: true, value: phone.number };
}

/**
 * Only the last four digits of a Social Security number are ever taken: a full number (or
 * anything but exactly four digits) is refused, never trimmed to four, so it is not sent, kept or
 * logged by mistake.
 */
function normalizeSsnLastFour(text: string): NormalizedItem {
  const digits = text.trim();
  if (!/^[0-9]{4}$/.test(digits)) {
    return {
      ok: false,
      message: 'Enter only the last 4 digits of your Social Security number, never the whole number.',
    };
  }
  return { ok: true, value: digits };
}

/** The value as it is stored and scanned, or what is wrong with it in words for the field. */
export function normalizeMonitoredItem(kind: MonitoredItemKind, text: string): NormalizedItem {
  switch (kind) {
    case 'email':
      return normalizeEmail(text);
    case 'phone':
      return normalizePhone(text);
    case 'ssn_last4':
      return normalizeSsnLastFour(text);
  }
}

/** How a stored value reads: a phone number in its national or international format. */
export function monitoredItemLabel(kind: MonitoredItemKind, value: string): string {
  switch (kind) {
    case 'email':
      return value;
    case 'phone': {
      const phone = parsePhoneNumberFromString(value);
      if (!phone) return value;
      return phone.country === DEFAULT_PHONE_COUNTRY ? phone.formatNational() : phone.formatInternational();
    }
    case 'ssn_last4':
      return `SSN •••-••-${value}`;
  }
}

export const monitoredItemKindNames: Record<MonitoredItemKind, string> = {
  email: 'Email address',
  phone: 'Phone number',
  ssn_last4: 'Last 4 of SSN',
};
