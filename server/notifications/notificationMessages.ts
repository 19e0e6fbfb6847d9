// Environment: server
// What each notification says (docs/product.md#notification-kinds), in one place: the centre
// shows the title and body, the mail the same words with a button to the same page.
import { formatCalendarDate, formatCents } from '../../src/ui/formatters.js';
import { paths } from '../../src/routing/paths.js';
import type { NotificationKind } from '../../src/api/contracts/notificationsContract.js';
import type { NotificationDraft } from './recordNotification.js';

type Drafted = Omit<NotificationDraft, 'userId'>;

/** A notice of `kind` about one event of `subject`: the event key names both, so each event is told once. */
function notice(kind: NotificationKind, subject: string | number, words: Omit<Drafted, 'kind' | 'eventKey'>): Drafted {
  return { kind, eventKey: `${kind}:${subject}`, ...words };
}

export function billDueSoonNotice(bill: {
  listingId: number;
  billName: string;
  dueDate: string;
  balanceCents: number;
}): Drafted {
  return notice('bill_due_soon', `${bill.listingId}:${bill.dueDate}`, {
    title: `${bill.billName} is due ${formatCalendarDate(bill.dueDate)}`,
    body: `${formatCents(bill.balanceCents)} is due on ${formatCalendarDate(bill.dueDate)} and no payment is scheduled. Pay it now, or schedule a payment, so it arrives on time.`,
    linkPath: paths.bill(bill.listingId),
    actionLabel: 'Pay this bill',
  });
}

export function autopayUpcomingNotice(rule: {
  listingId: number;
  billName: string;
  dueDate: string;
  sendDate: string;
  amountCents: number;
}): Drafted {
  return notice('autopay_upcoming', `${rule.listingId}:${rule.dueDate}`, {
    title: `Autopay pays ${rule.billName} on ${formatCalendarDate(rule.sendDate)}`,
    body: `Autopay sends ${formatCents(rule.amountCents)} on ${formatCalendarDate(rule.sendDate)} for the bill due ${formatCalendarDate(rule.dueDate)}. To change the amount, the method or skip this one, open the bill.`,
    linkPath: paths.bill(rule.listingId),
    actionLabel: 'Review autopay',
  });
}

export function paymentDeliveredNotice(payment: { paymentId: number; billName: string; amountCents: number }): Drafted {
  return notice('payment_delivered', payment.paymentId, {
    title: `Your ${formatCents(payment.amountCents)} payment to ${payment.billName} was delivered`,
    body: `${payment.billName} has your payment of ${formatCents(payment.amountCents)}. The receipt is in your payment history.`,
    linkPath: paths.paymentReceipt(payment.paymentId),
    actionLabel: 'See the receipt',
  });
}

export function paymentFailedNotice(payment: {
  paymentId: number;
  billName: string;
  amountCents: number;
  reason: string | null;
}): Drafted {
  return notice('payment_failed', payment.paymentId, {
    title: `Your ${formatCents(payment.amountCents)} payment to ${payment.billName} failed`,
    // The rails' reason says what to do already ("…try another payment method…").
    body: `${payment.reason ?? 'The payment could not be made. Nothing was charged.'} The bill is still owed: pay it again from its page.`,
    linkPath: paths.paymentReceipt(payment.paymentId),
    actionLabel: 'See what happened',
  });
}

export function membershipRenewedNotice(charge: { eventId: number; amountCents: number; periodEnd: string }): Drafted {
  return notice('membership_renewed', charge.eventId, {
    title: 'Your doxoPLUS membership renewed',
    body: `We charged ${formatCents(charge.amountCents)}; your membership is paid until ${formatCalendarDate(charge.periodEnd)}. The receipt is on the doxoPLUS page.`,
    linkPath: paths.doxoPlus(),
    actionLabel: 'See your membership',
  });
}

export function membershipChargeFailedNotice(charge: {
  eventId: number;
  amountCents: number;
  reason: string | null;
}): Drafted {
  return notice('membership_charge_failed', charge.eventId, {
    title: 'Your doxoPLUS payment was declined',
    body: `We could not charge ${formatCents(charge.amountCents)} for doxoPLUS${charge.reason ? `: ${charge.reason}` : '.'} Your benefits continue during the grace period; update your payment method so the next try succeeds.`,
    linkPath: paths.doxoPlus(),
    actionLabel: 'Update your payment method',
  });
}

export function membershipLapsedNotice(event: { eventId: number }): Drafted {
  return notice('membership_lapsed', event.eventId, {
    title: 'Your doxoPLUS membership has lapsed',
    body: 'Every try to charge your renewal was declined, so your doxoPLUS benefits have ended. You can join again at any time.',
    linkPath: paths.doxoPlus(),
    actionLabel: 'Join doxoPLUS again',
  });
}
