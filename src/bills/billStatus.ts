import type { AccountDetail } from '../api/accountsApi.js';

// A bill's status (docs/product.md#bills), decided here and nowhere else: a payment on its way
// (the account's `upcoming_payment`) or autopay speaks first, then the statement.

/** Days before the due date from which an unpaid bill is "due soon". */
export const DUE_SOON_DAYS = 7;

export type BillStatus = 'paid' | 'scheduled' | 'autopay' | 'overdue' | 'due_soon' | 'due';

export const billStatusLabels: Record<BillStatus, string> = {
  paid: 'Paid',
  scheduled: 'Scheduled',
  autopay: 'Autopay on',
  overdue: 'Overdue',
  due_soon: 'Due soon',
  due: 'Due',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `today` as a calendar date (YYYY-MM-DD, UTC like the API's due dates). */
export function calendarDateOf(today: Date): string {
  return today.toISOString().slice(0, 10);
}

export function billStatusOf(
  account: Pick<AccountDetail, 'balance_cents' | 'due_date' | 'autopay' | 'upcoming_payment'>,
  today: string,
): BillStatus {
  if (account.balance_cents <= 0) return 'paid';
  if (account.upcoming_payment) return 'scheduled';
  if (account.autopay) return 'autopay';
  if (account.due_date === null) return 'due';
  if (account.due_date < today) return 'overdue';
  const daysLeft = (Date.parse(account.due_date) - Date.parse(today)) / DAY_MS;
  return daysLeft <= DUE_SOON_DAYS ? 'due_soon' : 'due';
}
