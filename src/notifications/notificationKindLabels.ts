import type { NotificationKind } from '../api/contracts/notificationsContract.js';

/** How the preferences name each kind (docs/product.md#notification-kinds). */
export const notificationKindLabels: Readonly<Record<NotificationKind, string>> = {
  bill_due_soon: 'A bill is due within 3 days and no payment is scheduled',
  autopay_upcoming: 'Autopay is about to pay a bill',
  payment_delivered: 'A payment was delivered',
  payment_failed: 'A payment failed',
  membership_renewed: 'doxoPLUS renewed',
  membership_charge_failed: 'A doxoPLUS payment was declined',
  membership_lapsed: 'doxoPLUS lapsed',
};
