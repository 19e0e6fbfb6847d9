// What deleting an account cancels, in words (docs/product.md#deleting-an-account): the same lines
// on the confirmation screen before the person confirms and in the final mail after.
import type { AccountDeletionPreview } from '../api/contracts/accountContract.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';

export function cancellationLines(preview: AccountDeletionPreview): string[] {
  return [
    ...preview.scheduled_payments.map(
      (payment) =>
        `the payment of ${formatCents(payment.amount_cents)} to ${payment.biller} scheduled for ${formatCalendarDate(payment.send_date)}`,
    ),
    ...preview.autopay_rules.map(
      (rule) =>
        `autopay for ${rule.biller} (${rule.fixed_amount_cents === null ? 'the statement balance' : formatCents(rule.fixed_amount_cents)})`,
    ),
    ...(preview.membership_ends ? ['your doxoPLUS membership'] : []),
  ];
}
