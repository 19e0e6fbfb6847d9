// Environment: server US banking days (docs/product.md#delivery-dates): payments move only on days
// the Federal Reserve's settlement services are open. Weekends are closed, and so are the federal
// holidays the Fed observes, taken from `date-holidays` (a maintained holiday library) rather than
// a list of our own that would go stale. Dates are calendar days written 'YYYY-MM-DD' and handled
// in UTC, so no time zone moves them.
//
// The library and its rules for the US are loaded when the first banking-day computation asks
// for them (bankingCalendar()), not with the server: they took about 0.15 s of every start
// (docs/performance.md#start-up) while most starts compute no banking day for a while.
import type Holidays from 'date-holidays';
import { PAYMENT_METHOD_RULES, type PaymentMethodKind } from '../../src/payments/paymentRules.js';

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

/**
 * The Fed closes on a holiday that falls on Sunday the Monday after (the library's substitute
 * day), but stays open on the Friday before a Saturday holiday, which the library also marks as a
 * substitute for government offices: those Friday substitutes are not bank holidays.
 */
function closedDaysOf(usHolidays: Holidays, year: number): ReadonlySet<string> {
  const days = new Set<string>();
  for (const holiday of usHolidays.getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const day = holiday.date.slice(0, 10);
    if (holiday.substitute && dayOfWeek(day) === 5) continue;
    days.add(day);
  }
  return days;
}

export type BankingCalendar = {
  isBankingDay: (day: string) => boolean;
  /** The first banking day on or after `day`. */
  nextBankingDayOnOrAfter: (day: string) => string;
  /** The last banking day on or before `day`. */
  previousBankingDayOnOrBefore: (day: string) => string;
  addBankingDays: (day: string, count: number) => string;
  /**
   * The earliest day a payment made `today` reaches the biller: it is sent on the first banking
   * day from today and arrives the method's number of banking days later (paymentRules.ts).
   */
  earliestDeliveryDate: (kind: PaymentMethodKind, today: string) => string;
  /** The day a payment due on `deliveryDate` must be sent (the reverse of the above). */
  sendDateFor: (kind: PaymentMethodKind, deliveryDate: string) => string;
};

function createBankingCalendar(usHolidays: Holidays): BankingCalendar {
  const closedDaysByYear = new Map<number, ReadonlySet<string>>();

  function isBankingDay(day: string): boolean {
    const weekday = dayOfWeek(day);
    if (weekday === 0 || weekday === 6) return false;
    const year = Number(day.slice(0, 4));
    let closed = closedDaysByYear.get(year);
    if (!closed) {
      closed = closedDaysOf(usHolidays, year);
      closedDaysByYear.set(year, closed);
    }
    return !closed.has(day);
  }

  function nextBankingDayOnOrAfter(day: string): string {
    let candidate = day;
    while (!isBankingDay(candidate)) candidate = addCalendarDays(candidate, 1);
    return candidate;
  }

  function previousBankingDayOnOrBefore(day: string): string {
    let candidate = day;
    while (!isBankingDay(candidate)) candidate = addCalendarDays(candidate, -1);
    return candidate;
  }

  function addBankingDays(day: string, count: number): string {
    let candidate = nextBankingDayOnOrAfter(day);
    for (let step = 0; step < count; step += 1) {
      candidate = nextBankingDayOnOrAfter(addCalendarDays(candidate, 1));
    }
    return candidate;
  }

  return {
    isBankingDay,
    nextBankingDayOnOrAfter,
    previousBankingDayOnOrBefore,
    addBankingDays,
    earliestDeliveryDate: (kind, today) => addBankingDays(today, PAYMENT_METHOD_RULES[kind].deliveryBankingDays),
    sendDateFor: (kind, deliveryDate) => {
      let candidate = deliveryDate;
      for (let step = 0; step < PAYMENT_METHOD_RULES[kind].deliveryBankingDays; step += 1) {
        candidate = addCalendarDays(candidate, -1);
        while (!isBankingDay(candidate)) candidate = addCalendarDays(candidate, -1);
      }
      return candidate;
    },
  };
}

let loading: Promise<BankingCalendar> | undefined;

/** The US banking calendar, its holiday library loaded on the first call. */
export function bankingCalendar(): Promise<BankingCalendar> {
  loading ??= import('date-holidays').then(({ default: HolidayLibrary }) =>
    createBankingCalendar(new HolidayLibrary('US')),
  );
  return loading;
}
