// Environment: server Payment history as CSV (docs/product.md#payment-history). Cells that a
// spreadsheet would run as a formula (= + - @) are prefixed with a quote (OWASP CSV injection);
// every cell is quoted.
import type { BillPayment } from '../../src/api/contracts/paymentsContract.js';

const columns = [
  'Confirmation number',
  'Created (UTC)',
  'Biller',
  'Bill nickname',
  'Payment method',
  'Amount',
  'Fee',
  'Total',
  'Delivery date',
  'Status',
  'Reason',
] as const;

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function paymentHistoryCsv(payments: readonly BillPayment[]): string {
  const lines = [columns.map(cell).join(',')];
  for (const payment of payments) {
    lines.push(
      [
        payment.confirmation_number,
        payment.created_at,
        payment.biller_name,
        payment.listing_nickname ?? '',
        `${payment.method_kind.replace('_', ' ')} ••••${payment.instrument_last4}`,
        dollars(payment.amount_cents),
        dollars(payment.fee_cents),
        dollars(payment.total_cents),
        payment.delivery_date,
        payment.status,
        payment.status_reason ?? '',
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
