// Environment: server What a payment of an amount from an instrument costs and when it can arrive
// (docs/product.md#wallet): the server's answer, used for the quote shown in the review step and
// again, authoritatively, when the payment is created.
import type { Kysely, Transaction } from 'kysely';
import { MAX_SCHEDULE_AHEAD_DAYS, billerCanBePaidDirectlyForFree } from '../../src/payments/paymentRules.js';
import type { PaymentQuoteResponse } from '../../src/api/contracts/paymentsContract.js';
import { memberFeeCents } from '../../src/membership/membershipPlans.js';
import { formatCalendarDate } from '../../src/ui/formatters.js';
import { cardValidOn } from '../../src/wallet/instrumentRules.js';
import { ApiError } from '../api/apiError.js';
import type { Database } from '../db/databaseSchema.js';
import { addCalendarDays, calendarDayOf, type BankingCalendar } from './bankingCalendar.js';
import { paymentFeeCents } from './paymentFees.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's own bill and instrument; another user's ids answer 404 like unknown ones. */
export async function findOwnBillAndInstrument(db: Db, userId: number, listingId: number, instrumentId: number) {
  const [listing, instrument] = await Promise.all([
    db
      .selectFrom('listings')
      .select(['id', 'balance_cents', 'due_date'])
      .where('id', '=', listingId)
      .where('user_id', '=', userId)
      // A removed bill (kept for its payment history) takes no new payment.
      .where('removed_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('payment_instruments')
      .select(['id', 'kind', 'last4', 'expiry_month', 'expiry_year'])
      .where('id', '=', instrumentId)
      .where('user_id', '=', userId)
      // A removed instrument (kept for history, part of the wallet) cannot pay anything new.
      .where('removed_at', 'is', null)
      // Held until the caller's transaction ends: a removal in progress (walletRoutes.ts locks
      // the row) finishes first, and this then finds it removed, never half-settled.
      .forShare()
      .executeTakeFirst(),
  ]);
  if (!listing) throw new ApiError(404, 'listing_not_found', 'That bill was not found.');
  if (!instrument) {
    throw new ApiError(404, 'payment_instrument_not_found', 'That payment method was not found.');
  }
  return { listing, instrument };
}

/**
 * A card pays only while it is valid: through the last day of its expiry month, on the day the
 * payment is sent (docs/product.md#card-valid-on-the-send-date). A 422 the user reads.
 */
export function checkCardValidOnSendDate(
  instrument: { expiry_month: number | null; expiry_year: number | null },
  sendDate: string,
): void {
  if (cardValidOn(instrument, sendDate)) return;
  throw new ApiError(
    422,
    'card_expired_by_send_date',
    `This card expires before ${formatCalendarDate(sendDate)}, the day the payment would be sent. Choose another payment method or an earlier date.`,
  );
}

/**
 * What the payment costs and when it can arrive. `member`: the payer has doxoPLUS now, so a fee
 * on a card payment is waived (docs/product.md#member-fees); the one place the benefit applies,
 * for the quote, the create (and autopay) alike.
 */
export function quotePayment(
  calendar: BankingCalendar,
  kind: PaymentQuoteResponse['method_kind'],
  amountCents: number,
  now: Date,
  { member }: { member: boolean },
): PaymentQuoteResponse {
  const today = calendarDayOf(now);
  const nonMemberFeeCents = paymentFeeCents({ methodKind: kind, amountCents });
  const feeCents = memberFeeCents(nonMemberFeeCents, member);
  return {
    amount_cents: amountCents,
    fee_cents: feeCents,
    total_cents: amountCents + feeCents,
    method_kind: kind,
    earliest_delivery_date: calendar.earliestDeliveryDate(kind, today),
    latest_delivery_date: addCalendarDays(today, MAX_SCHEDULE_AHEAD_DAYS),
    free_direct_payment_available: billerCanBePaidDirectlyForFree(feeCents),
    member_fee_waived_cents: nonMemberFeeCents - feeCents,
  };
}

/**
 * Whether the biller can have the payment on `deliveryDate` (YYYY-MM-DD): not before the
 * method's earliest day, not past the latest, on a banking day. The one rule for both the quote
 * the delivery step asks for and the create that decides; throws the 422 the user reads beside
 * the date field.
 */
export function checkDeliveryDate(calendar: BankingCalendar, quote: PaymentQuoteResponse, deliveryDate: string): void {
  if (deliveryDate < quote.earliest_delivery_date) {
    throw new ApiError(
      422,
      'delivery_date_too_early',
      `The earliest delivery date for this payment method is ${formatCalendarDate(quote.earliest_delivery_date)}.`,
    );
  }
  if (deliveryDate > quote.latest_delivery_date) {
    throw new ApiError(
      422,
      'delivery_date_too_late',
      `Payments can be scheduled up to ${formatCalendarDate(quote.latest_delivery_date)}.`,
    );
  }
  if (!calendar.isBankingDay(deliveryDate)) {
    throw new ApiError(
      422,
      'delivery_date_not_banking_day',
      `${formatCalendarDate(deliveryDate)} is not a banking day: billers receive payments on weekdays that are not bank holidays.`,
    );
  }
}
