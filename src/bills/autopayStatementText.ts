// Environment: server and browser
// What autopay does about the current statement, in words for the bill page
// (docs/product.md#autopay-and-payments-by-hand). The server decides (AutopayStatement); this only
// tells it.
import type { AutopayStatement } from '../api/contracts/paymentsContract.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';

export function autopayStatementText(statement: AutopayStatement): string {
  const due = formatCalendarDate(statement.due_date);
  const covered = formatCents(statement.covered_by_you_cents);
  const amount = statement.amount_cents === null ? '' : formatCents(statement.amount_cents);
  const sent = statement.send_date ? formatCalendarDate(statement.send_date) : '';
  const arrives = statement.delivery_date ? formatCalendarDate(statement.delivery_date) : '';
  switch (statement.state) {
    case 'upcoming':
      return `Autopay will pay ${amount} for the statement due ${due}: sent ${sent}, it arrives ${arrives}.`;
    case 'paying_rest':
      return `Your payments of ${covered} cover part of the statement due ${due}; autopay will pay the remaining ${amount} (sent ${sent}, it arrives ${arrives}).`;
    case 'covered_by_you':
      return `Autopay will skip the statement due ${due}: your payments of ${covered} cover it.`;
    case 'starts_next_statement':
      return `Autopay starts with your next statement: the one due ${due} is being paid by you.`;
    case 'made':
      return `Autopay has paid ${amount} for the statement due ${due}; it arrives ${arrives}.`;
    case 'late':
      return `It is too late for autopay to reach the biller by ${due}: autopay pays ${amount} now and it arrives ${arrives}, so this bill may be late.`;
    case 'nothing_due':
      return `Nothing is due on the statement due ${due}, so autopay pays nothing for it.`;
  }
}
