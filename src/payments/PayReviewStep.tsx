import { useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { PayContextResponse } from '../api/contracts/paymentsContract.js';
import { createIntentKeys } from '../api/idempotencyKey.js';
import { changeBill } from '../bills/billsThunks.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Checkbox } from '../ui/Checkbox.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { useToast } from '../ui/Toast.js';
import { errorMessage } from './errorMessage.js';
import { methodNames } from './methodNames.js';
import { DEFAULT_AUTOPAY_DAYS_BEFORE_DUE } from './paymentRules.js';
import { createPayment, turnOnAutopay } from './paymentThunks.js';
import type { PayBillStepProps } from './PayStepFrame.js';
import { PayStepProblem } from './PayStepProblem.js';
import { usePaymentQuote } from './usePaymentQuote.js';

/** The API's 409 `possible_duplicate`: another payment to this bill in the last 5 days. */
function isPossibleDuplicate(failure: unknown): boolean {
  return typeof failure === 'object' && failure !== null && 'code' in failure && failure.code === 'possible_duplicate';
}

/**
 * The last step (docs/product.md#fees): the total cost, fee included, and the delivery date before
 * the user confirms, and two choices kept in the URL (`opt_in_paperless`, `opt_in_auto_pay`;
 * docs/product.md#transient-parameters) that are carried out once the payment is made: paperless
 * billing through the bills API, and an autopay rule (the statement balance from the same method)
 * through /autopay/{listing}.
 */
export function PayReviewStep({ flow, listingId, context, go }: PayBillStepProps & { context: PayContextResponse }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  // The day is asked about too: a URL naming a day the server refuses never reaches "Pay".
  const { quote, error } = usePaymentQuote(flow, { checkDeliveryDate: true });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The API's words about a recent payment to this bill (409 possible_duplicate): go on or stop.
  const [duplicateWarning, setDuplicateWarning] = useState<string | null>(null);
  // One key per intent: a double click or a retry after a network error creates one payment.
  const intentKeys = useRef(createIntentKeys());
  // Shown at once; the URL follows (replaced, not pushed), so a reload keeps the choices.
  const [optIns, setOptIns] = useState({
    opt_in_paperless: flow.optInPaperless,
    opt_in_auto_pay: flow.optInAutoPay,
  });
  const { bill } = context;
  const instrument = context.instruments.find((item) => item.id === flow.instrumentId);
  if (error) return <PayStepProblem failure={error} go={go} />;
  if (!quote || flow.deliveryDate === null || flow.instrumentId === null) {
    return <p aria-live="polite">Preparing the review…</p>;
  }
  const instrumentId = flow.instrumentId;
  const body = {
    listing_id: listingId,
    payment_instrument_id: instrumentId,
    amount_cents: quote.amount_cents,
    delivery_date: flow.deliveryDate,
  };
  const wantsPaperless = optIns.opt_in_paperless && !bill.paperless;
  const wantsAutopay = optIns.opt_in_auto_pay && !bill.autopay;

  /** The opt-ins, after the payment: a failure is told, never hides the payment made. */
  const carryOutOptIns = async (): Promise<string[]> => {
    const failures: string[] = [];
    if (wantsPaperless) {
      const result = await dispatch(changeBill({ id: listingId, changes: { paperless: true } }));
      if (!changeBill.fulfilled.match(result)) failures.push('paperless billing');
    }
    if (wantsAutopay) {
      const result = await dispatch(
        turnOnAutopay({
          listingId,
          rule: {
            payment_instrument_id: instrumentId,
            amount_kind: 'statement_balance',
            days_before_due: DEFAULT_AUTOPAY_DAYS_BEFORE_DUE,
            // This payment pays this statement: autopay starts with the next one
            // (docs/product.md#autopay-and-payments-by-hand).
            from_next_statement: true,
          },
        }),
      );
      if (!turnOnAutopay.fulfilled.match(result)) failures.push('autopay');
    }
    return failures;
  };

  const confirm = (confirmDuplicate = false) => {
    if (submitting) return;
    setSubmitting(true);
    setSubmitError(null);
    setDuplicateWarning(null);
    const request = confirmDuplicate ? { ...body, confirm_duplicate: true } : body;
    dispatch(createPayment({ body: request, idempotencyKey: intentKeys.current.keyFor(request) }))
      .unwrap()
      .then(
        async (payment) => {
          intentKeys.current.completed();
          const failures = await carryOutOptIns();
          if (failures.length > 0) {
            toast.show(
              `Your payment is scheduled, but we couldn’t turn on ${failures.join(' or ')}. Try again from the bill’s page.`,
              { tone: 'danger' },
            );
          }
          void navigate(paths.paymentReceipt(payment.id));
        },
        (failure: unknown) => {
          setSubmitting(false);
          if (isPossibleDuplicate(failure)) setDuplicateWarning(errorMessage(failure));
          else setSubmitError(errorMessage(failure));
        },
      );
  };
  const optIn = (name: keyof typeof optIns, checked: boolean) => {
    setOptIns({ ...optIns, [name]: checked });
    go({ [name]: checked ? 'true' : null }, { replace: true });
  };
  const free = quote.fee_cents === 0;
  // doxoPLUS waived a card fee: the fee a non-member pays, struck through, and the saving
  // (docs/product.md#member-fees).
  const waived = quote.member_fee_waived_cents;

  return (
    <div className="form">
      <dl className="bill-statement pay-review">
        <dt>Pay to</dt>
        <dd>
          {bill.biller_name}, account {bill.masked_account_number}
        </dd>
        <dt>From</dt>
        <dd>
          {instrument
            ? `${instrument.nickname} (${methodNames[instrument.kind]} ••••${instrument.last4})`
            : methodNames[quote.method_kind]}
        </dd>
        <dt>Amount</dt>
        <dd>{formatCents(quote.amount_cents)}</dd>
        <dt>Fee</dt>
        <dd>
          {waived > 0 ? (
            <>
              <del className="fee-waived">
                <span className="visually-hidden">Non-member fee </span>
                {formatCents(waived)}
              </del>{' '}
            </>
          ) : null}
          {free ? 'Free' : formatCents(quote.fee_cents)}
        </dd>
        <dt>Total cost</dt>
        <dd>
          <strong>{formatCents(quote.total_cents)}</strong>
        </dd>
        <dt>Delivered on</dt>
        <dd>{formatCalendarDate(flow.deliveryDate)}</dd>
      </dl>
      {waived > 0 ? (
        <p className="pay-review__note">
          doxoPLUS saves you {formatCents(waived)}: members pay no fee on card payments.
        </p>
      ) : free ? (
        <p className="pay-review__note">Paying from a bank account is free: no fee is added.</p>
      ) : null}
      {quote.free_direct_payment_available ? (
        <p className="pay-review__note">
          You can also pay {bill.biller_name} directly from your bank account at no cost, or choose a bank account here,
          which is free.
        </p>
      ) : null}
      {bill.paperless && bill.autopay ? null : (
        <fieldset className="form">
          <legend>For this bill, from now on</legend>
          {bill.paperless ? null : (
            <Checkbox
              label="Go paperless: get this bill online only"
              name="opt_in_paperless"
              checked={optIns.opt_in_paperless}
              onChange={(event) => optIn('opt_in_paperless', event.target.checked)}
            />
          )}
          {bill.autopay ? null : (
            <Checkbox
              label="Turn on autopay"
              name="opt_in_auto_pay"
              checked={optIns.opt_in_auto_pay}
              hint={`Starts with your next statement (this payment pays the current one): the statement balance, delivered ${DEFAULT_AUTOPAY_DAYS_BEFORE_DUE} days before each due date, from ${instrument?.nickname ?? 'this payment method'}.`}
              onChange={(event) => optIn('opt_in_auto_pay', event.target.checked)}
            />
          )}
        </fieldset>
      )}
      {submitError ? <ErrorState title="The payment was not made">{submitError}</ErrorState> : null}
      {duplicateWarning ? (
        <section className="pay-duplicate" role="alert" aria-labelledby="pay-duplicate-title">
          <h3 id="pay-duplicate-title">You paid this bill recently</h3>
          <p>{duplicateWarning}</p>
          <div className="form-actions">
            <Button variant="primary" onClick={() => confirm(true)} disabled={submitting}>
              Pay again anyway
            </Button>
            <Button variant="secondary" onClick={() => void navigate(paths.bill(listingId))}>
              Don’t pay
            </Button>
          </div>
        </section>
      ) : (
        <div className="form-actions">
          <Button variant="primary" onClick={() => confirm()} disabled={submitting} aria-disabled={submitting}>
            {submitting ? 'Paying…' : `Pay ${formatCents(quote.total_cents)}`}
          </Button>
        </div>
      )}
    </div>
  );
}
