// How money, dates, shares and counts read in the product: the one place they are formatted,
// with Intl (en-US; amounts are integer cents from the API). Amounts sit in `.numeric` cells
// or `.amount` spans, right-aligned in tabular figures (design-system.css).

/**
 * A formatter built on its first use rather than when this module loads: every page imports this
 * module, and each Intl object costs start-up time (ICU data) before hydration even when the page
 * shows no figure of its kind (docs/performance.md#start-up).
 */
function onFirstUse<Formatter>(create: () => Formatter): () => Formatter {
  let formatter: Formatter | undefined;
  return () => (formatter ??= create());
}

const currency = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const percent = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }));
const count = onFirstUse(() => new Intl.NumberFormat('en-US'));
const plural = onFirstUse(() => new Intl.PluralRules('en-US'));
const calendarDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

export function formatCents(cents: number): string {
  return currency().format(cents / 100);
}

/** A calendar date from the API (`2026-12-05` or an ISO timestamp), the same on server and client. */
export function formatCalendarDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : calendarDate().format(date);
}

/** A 0–1 share as a percentage: 0.4213 → "42.1%". */
export function formatShare(share: number): string {
  return percent().format(share);
}

export function formatCount(value: number): string {
  return count().format(value);
}

/** A count with its noun in the right plural form: 1 bill, 1,280 bills. */
export function formatQuantity(value: number, nouns: { one: string; other: string }): string {
  const noun = plural().select(value) === 'one' ? nouns.one : nouns.other;
  return `${count().format(value)} ${noun}`;
}
