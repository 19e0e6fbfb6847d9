import { useEffect, useState } from 'react';
// Printing shows the receipt alone (its own stylesheet, loaded with this page only).
import './paymentReceipt.css';
import type { BillPayment, BillPaymentChange } from '../api/contracts/paymentsContract.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { methodNames } from './methodNames.js';
import { PaymentStatusBadge, paymentStatusLabel } from './PaymentStatusBadge.js';
import { cancelPayment, loadPayment } from './paymentThunks.js';
import { whileCurrent } from '../ui/whileCurrent.js';

/**
 * One sentence for a change of method (docs/product.md#removing-a-payment-method: removing a method
 * a scheduled payment used moved it to another), with the fee and send date when they moved too.
 */
function describeChange(change: BillPaymentChange): string {
  const sentence = `Payment method changed from ${change.from_method} to ${change.to_method} on ${formatCalendarDate(change.at)}, because ${change.from_method} was removed from your wallet.`;
  const fee =
    change.from_fee_cents === change.to_fee_cents
      ? ''
      : ` The fee went from ${formatCents(change.from_fee_cents)} to ${formatCents(change.to_fee_cents)}.`;
  const send =
    change.from_send_date === change.to_send_date ? '' : ` It is sent on ${formatCalendarDate(change.to_send_date)}.`;
  return sentence + fee + send;
}

/** The day the payment reached its current status: when it failed or was canceled. */
function statusDate(payment: BillPayment): string | null {
  const latest = payment.events?.at(-1);
  return latest?.status === payment.status ? formatCalendarDate(latest.at) : null;
}

/** A payment's confirmation and printable receipt (docs/product.md#receipt); cancel while it is scheduled. */
export function PaymentReceipt({
  paymentId,
  initialPayment,
}: {
  paymentId: number;
  /** The payment as the server rendered it (+data): not fetched again. */
  initialPayment?: BillPayment | null;
}) {
  const dispatch = useAppDispatch();
  const authLevel = useAppSelector(selectAuthLevel);
  const [payment, setPayment] = useState<BillPayment | null>(initialPayment?.id === paymentId ? initialPayment : null);
  const [error, setError] = useState<string | null>(null);
  const [canceling, setCanceling] = useState(false);
  // Canceling asks first, saying what happens (docs/product.md#canceling-a-payment).
  const [asking, setAsking] = useState(false);

  const rendered = payment?.id === paymentId;
  useEffect(() => {
    if (authLevel !== 'Auth3' || rendered) return;
    return whileCurrent(dispatch(loadPayment(paymentId)).unwrap(), setPayment, () =>
      setError('This payment was not found.'),
    );
  }, [dispatch, authLevel, paymentId, rendered]);

  if (authLevel !== 'Auth3') return null;
  if (error) return <ErrorState title={error} />;
  if (!payment) return <p aria-live="polite">Loading the payment…</p>;
  return (
    <article className="card payment-receipt form" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">Confirmation {payment.confirmation_number}</h2>
      <p role="status">
        <PaymentStatusBadge status={payment.status} />{' '}
        {payment.status === 'failed' || payment.status === 'canceled'
          ? [payment.status_reason, statusDate(payment) && `(${statusDate(payment)})`].filter(Boolean).join(' ')
          : `Expected delivery ${formatCalendarDate(payment.delivery_date)}.`}
      </p>
      {payment.changes && payment.changes.length > 0 ? (
        <ul className="payment-receipt__changes" aria-label="Changes to this payment">
          {payment.changes.map((change) => (
            <li key={change.at + change.to_method}>{describeChange(change)}</li>
          ))}
        </ul>
      ) : null}
      <dl className="bill-statement payment-receipt__terms">
        <dt>Paid to</dt>
        <dd>
          {payment.biller_name}
          {payment.listing_nickname ? ` (${payment.listing_nickname})` : ''}
        </dd>
        <dt>From</dt>
        <dd>
          {methodNames[payment.method_kind]}, {payment.method_label}
        </dd>
        <dt>Amount</dt>
        <dd>{formatCents(payment.amount_cents)}</dd>
        <dt>Fee</dt>
        <dd>{formatCents(payment.fee_cents)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatCents(payment.total_cents)}</strong>
        </dd>
        <dt>Delivery date</dt>
        <dd>{formatCalendarDate(payment.delivery_date)}</dd>
        <dt>Made on</dt>
        <dd>
          {formatCalendarDate(payment.created_at)}
          {payment.autopay ? ' by autopay' : ''}
        </dd>
      </dl>
      {payment.events && payment.events.length > 0 ? (
        <>
          <h3 id="receipt-events-heading">What happened</h3>
          {/* The payment's append-only events, oldest first: its status is the newest. */}
          <ol className="payment-receipt__events" aria-labelledby="receipt-events-heading">
            {payment.events.map((event) => (
              <li key={event.status}>
                {/* A failure's or cancelation's reason is the status line's, above. */}
                {formatCalendarDate(event.at)}: {paymentStatusLabel(event.status)}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {payment.status === 'processing' || payment.status === 'sent' ? (
        <p className="payment-receipt__note">This payment has been sent: it can no longer be canceled or recalled.</p>
      ) : null}
      <Dialog open={asking} onClose={() => setAsking(false)} title="Cancel this payment?">
        {asking ? (
          <div className="form">
            <p>
              Nothing has left your account yet. Canceling stops this payment of {formatCents(payment.amount_cents)} to{' '}
              {payment.biller_name}, due to arrive {formatCalendarDate(payment.delivery_date)}; the bill stays unpaid
              until you pay it another way.
            </p>
            <div className="form-actions">
              <Button
                variant="danger"
                busy={canceling}
                onClick={() => {
                  setCanceling(true);
                  dispatch(cancelPayment(payment.id))
                    .unwrap()
                    .then(setPayment, () => setError('The payment could not be canceled.'))
                    .finally(() => {
                      setCanceling(false);
                      setAsking(false);
                    });
                }}
              >
                Cancel payment
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Keep payment
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
      <div className="form-actions payment-receipt__actions">
        <Button onClick={() => window.print()}>Print receipt</Button>
        {payment.status === 'scheduled' ? (
          <Button variant="danger" disabled={canceling} onClick={() => setAsking(true)}>
            Cancel payment
          </Button>
        ) : null}
        <a href={paths.paymentHistory()}>All payments</a>
      </div>
    </article>
  );
}
