import type { BillPaymentStatus } from '../api/contracts/paymentsContract.js';
import { Badge, type BadgeTone } from '../ui/Badge.js';

const statusDisplay: Record<BillPaymentStatus, { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  processing: { label: 'Processing', tone: 'info' },
  sent: { label: 'Sent', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

/** The word for a status, as the badge, the receipt's events and the history filter say it. */
export function paymentStatusLabel(status: BillPaymentStatus): string {
  return statusDisplay[status].label;
}

export function PaymentStatusBadge({ status }: { status: BillPaymentStatus }) {
  const { label, tone } = statusDisplay[status];
  return <Badge tone={tone}>{label}</Badge>;
}
