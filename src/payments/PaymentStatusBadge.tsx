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

export function PaymentStatusBadge({ status }: { status: BillPaymentStatus }) {
  const { label, tone } = statusDisplay[status];
  return <Badge tone={tone}>{label}</Badge>;
}
