// How money and dates read in the product (en-US, amounts in cents from the API).

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');
const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatCents(cents: number): string {
  return currency.format(cents / 100);
}

/** A calendar date from the API (`2026-12-05` or an ISO timestamp), the same on server and client. */
export function formatCalendarDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : calendarDate.format(date);
}

/** A 0–1 share as a percentage: 0.4213 → "42.1%". */
export function formatShare(share: number): string {
  return percent.format(share);
}

export function formatCount(value: number): string {
  return count.format(value);
}
