// Environment: server
// US banking days (issue 13): payments move only on days the Federal Reserve's settlement
// services are open. Weekends are closed, and so are the federal holidays the Fed observes, taken
// from `date-holidays` (a maintained holiday library) rather than a list of our own that would go
// stale. Dates are calendar days written 'YYYY-MM-DD' and handled in UTC, so no time zone moves
// them.
import Holidays from 'date-holidays';
import { PAYMENT_METHOD_RULES, type PaymentMethodKind } from '../../src/payments/paymentRules.js';

const usHolidays = new Holidays('US');
const closedDaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The Fed closes on a holiday that falls on Sunday the Monday after (the library's substitute
 * day), but stays open on the Friday before a Saturday holiday, which the library also marks as a
 * substitute for government offices: those Friday substitutes are not bank holidays.
 */
function closedDaysOf(year: number): ReadonlySet<string> {
  const known = closedDaysByYear.get(year);
  if (known) return known;
  const days = new Set<string>();
  for (const holiday of usHolidays.getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const day = holiday.date.slice(0, 10);
    if (holiday.substitute && dayOfWeek(day) === 5) continue;
    days.add(day);
  }
  closedDaysByYear.set(year, days);
  return days;
}

function dayOfWeek(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function addCalendarDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The calendar day of an instant, in UTC. */
export function calendarDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function isBankingDay(day: string): boolean {
  const weekday = dayOfWeek(day);
  if (weekday === 0 || weekday === 6) return false;
  return !closedDaysOf(Number(day.slice(0, 4))).has(day);
}

/** The first banking day on or after `day`. */
export function nextBankingDayOnOrAfter(day: string): string {
  let candidate = day;
  while (!isBankingDay(candidate)) candidate = addCalendarDays(candidate, 1);
  return candidate;
}

export function addBankingDays(day: string, count: number): string {
  let candidate = nextBankingDayOnOrAfter(day);
  for (let step = 0; step < count; step += 1) {
    candidate = nextBankingDayOnOrAfter(addCalendarDays(candidate, 1));
  }
  return candidate;
}

/**
 * The earliest day a payment made `today` reaches the biller: it is sent on the first banking
 * day from today and arrives the method's number of banking days later (paymentRules.ts).
 */
export function earliestDeliveryDate(kind: PaymentMethodKind, today: string): string {
  return addBankingDays(today, PAYMENT_METHOD_RULES[kind].deliveryBankingDays);
}

/** The day a payment due on `deliveryDate` must be sent (the reverse of the above). */
export function sendDateFor(kind: PaymentMethodKind, deliveryDate: string): string {
  let candidate = deliveryDate;
  for (let step = 0; step < PAYMENT_METHOD_RULES[kind].deliveryBankingDays; step += 1) {
    candidate = addCalendarDays(candidate, -1);
    while (!isBankingDay(candidate)) candidate = addCalendarDays(candidate, -1);
  }
  return candidate;
}
