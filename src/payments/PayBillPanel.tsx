import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import type {
  PayContextResponse,
  PaymentQuoteResponse,
} from '../api/contracts/paymentsContract.js';
import { createIntentKeys } from '../api/idempotencyKey.js';
import { useContainer } from '../container/ContainerContext.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { TextField } from '../ui/TextField.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { methodNames } from './methodNames.js';
import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS } from './paymentRules.js';
import { PayMethodStep } from './PayMethodStep.js';
import { createPayment, loadPayContext, loadPaymentQuote } from './paymentThunks.js';
import {
  centsToDollars,
  dollarsToCents,
  payFlowSearch,
  readPayFlow,
  type PayFlowState,
  type PayFlowStep,
} from './payFlowSteps.js';

const stepTitles: Record<PayFlowStep, string> = {
  amount: 'Amount',
  method: 'Payment method',
  delivery: 'Delivery date',
  review: 'Review and pay',
};
const stepOrder: readonly PayFlowStep[] = ['amount', 'method', 'delivery', 'review'];

function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * Pay a bill, step by step, on the bills-to-pay page (issue 13). Each step is in the URL
 * (SPEC §2 parameters): `navigate` pushes a history entry per step, so Back returns to the
 * previous one and a reload opens the same. The server decides fee and dates; what is shown
 * here is its quote.
 */
export function PayBillPanel({ search }: { search: string }) {
  const parameters = useMemo(() => new URLSearchParams(search), [search]);
  const flow = readPayFlow(parameters);
  const authLevel = useAppSelector(selectAuthLevel);
  const container = useContainer();
  if (!flow) return null;
  if (authLevel !== 'Auth3') {
    return (
      <Card heading="Pay a bill" className="pay-panel">
        <p>Sign in to pay this bill. You will come back to this step.</p>
        <Button
          variant="primary"
          onClick={() => {
            container?.actions.signIn().catch(() => {});
          }}
        >
          Sign in
        </Button>
      </Card>
    );
  }
  return <SignedInPayFlow flow={flow} parameters={parameters} />;
}

function SignedInPayFlow({
  flow,
  parameters,
}: {
  flow: PayFlowState;
  parameters: URLSearchParams;
}) {
  const dispatch = useAppDispatch();
  const [context, setContext] = useState<PayContextResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    dispatch(loadPayContext(flow.listingId))
      .unwrap()
      .then(
        (answer) => current && setContext(answer),
        (error: unknown) => current && setLoadError(errorMessage(error)),
      );
    return () => {
      current = false;
    };
  }, [dispatch, flow.listingId]);

  // Each step moves focus to its heading, so keyboard and screen-reader users follow along.
  useEffect(() => {
    headingRef.current?.focus();
  }, [flow.step]);

  const go = (changes: Record<string, string | null>) => {
    void navigate(`${window.location.pathname}${payFlowSearch(parameters, changes)}`, {
      keepScrollPosition: true,
    });
  };

  if (loadError) {
    return <ErrorState title="This bill cannot be paid here">{loadError}</ErrorState>;
  }
  if (!context) return <p aria-live="polite">Loading the bill…</p>;
  const { bill } = context;
  const stepNumber = stepOrder.indexOf(flow.step) + 1;
  return (
    <section className="card pay-panel" aria-labelledby="pay-panel-heading">
      <p className="pay-panel__bill">
        Paying <strong>{bill.biller_name}</strong> {bill.nickname ? `(${bill.nickname}) ` : ''}
        account {bill.masked_account_number}
      </p>
      <h2 id="pay-panel-heading" ref={headingRef} tabIndex={-1} className="card__title">
        Step {stepNumber} of 4: {stepTitles[flow.step]}
      </h2>
      {flow.step === 'amount' ? (
        <AmountStep
          amountDueCents={bill.amount_due_cents}
          dueDate={bill.due_date}
          initialCents={dollarsToCents(parameters.get('payment_amount'))}
          onNext={(cents) => go({ amount: centsToDollars(cents) })}
        />
      ) : null}
      {flow.step === 'method' ? (
        <PayMethodStep
          instruments={context.instruments}
          onNext={(id) => go({ payment_instrument: String(id) })}
          onAdded={(instrument) => {
            // The server's answer joins this visit's choices; the new method pays this bill.
            setContext({ ...context, instruments: [...context.instruments, instrument] });
            go({ payment_instrument: String(instrument.id) });
          }}
        />
      ) : null}
      {flow.step === 'delivery' && flow.amountCents !== null && flow.instrumentId !== null ? (
        <DeliveryStep
          flow={flow}
          dueDate={bill.due_date}
          onNext={(day) => go({ delivery_date: day })}
        />
      ) : null}
      {flow.step === 'review' ? <ReviewStep flow={flow} context={context} /> : null}
    </section>
  );
}

function AmountStep({
  amountDueCents,
  dueDate,
  initialCents,
  onNext,
}: {
  amountDueCents: number;
  dueDate: string | null;
  initialCents: number | null;
  onNext: (cents: number) => void;
}) {
  const [value, setValue] = useState(
    centsToDollars(initialCents ?? Math.max(amountDueCents, MIN_PAYMENT_CENTS)),
  );
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(value);
    if (cents === null) {
      setError('Enter an amount in dollars and cents, for example 42.50.');
    } else if (cents < MIN_PAYMENT_CENTS || cents > MAX_PAYMENT_CENTS) {
      setError(
        `Enter an amount from ${formatCents(MIN_PAYMENT_CENTS)} to ${formatCents(MAX_PAYMENT_CENTS)}.`,
      );
    } else onNext(cents);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        Amount due: <span className="amount">{formatCents(amountDueCents)}</span>
        {dueDate ? ` by ${formatCalendarDate(dueDate)}` : ''}
      </p>
      <TextField
        label="Amount to pay (USD)"
        inputMode="decimal"
        name="amount"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="primary">
        Continue
      </Button>
    </form>
  );
}

function useQuote(flow: PayFlowState) {
  const dispatch = useAppDispatch();
  const [quote, setQuote] = useState<PaymentQuoteResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { listingId, instrumentId, amountCents } = flow;
  useEffect(() => {
    if (instrumentId === null || amountCents === null) return;
    let current = true;
    dispatch(
      loadPaymentQuote({
        listing: listingId,
        payment_instrument: instrumentId,
        amount_cents: amountCents,
      }),
    )
      .unwrap()
      .then(
        (answer) => current && setQuote(answer),
        (failure: unknown) => current && setError(errorMessage(failure)),
      );
    return () => {
      current = false;
    };
  }, [dispatch, listingId, instrumentId, amountCents]);
  return { quote, error };
}

function DeliveryStep({
  flow,
  dueDate,
  onNext,
}: {
  flow: PayFlowState;
  dueDate: string | null;
  onNext: (day: string) => void;
}) {
  const { quote, error } = useQuote(flow);
  const [day, setDay] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  if (error) return <ErrorState title="This payment cannot be set up">{error}</ErrorState>;
  if (!quote) return <p aria-live="polite">Working out the delivery dates…</p>;
  const chosen = day || quote.earliest_delivery_date;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen < quote.earliest_delivery_date || chosen > quote.latest_delivery_date) {
          setFieldError(
            `Choose a day from ${formatCalendarDate(quote.earliest_delivery_date)} to ${formatCalendarDate(quote.latest_delivery_date)}.`,
          );
          return;
        }
        onNext(chosen);
      }}
      noValidate
    >
      <p>
        Earliest delivery: <strong>{formatCalendarDate(quote.earliest_delivery_date)}</strong>
        {dueDate && quote.earliest_delivery_date > dueDate
          ? ` — after the due date (${formatCalendarDate(dueDate)}).`
          : ''}
      </p>
      <TextField
        label="Deliver on"
        type="date"
        name="delivery_date"
        min={quote.earliest_delivery_date}
        max={quote.latest_delivery_date}
        value={chosen}
        error={fieldError}
        hint="Billers receive payments on banking days (weekdays that are not bank holidays)."
        onChange={(event) => {
          setDay(event.target.value);
          setFieldError(undefined);
        }}
      />
      <Button type="submit" variant="primary">
        Continue
      </Button>
    </form>
  );
}

function ReviewStep({ flow, context }: { flow: PayFlowState; context: PayContextResponse }) {
  const dispatch = useAppDispatch();
  const { quote, error } = useQuote(flow);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // One key per intent: a double click or a retry after a network error creates one payment.
  const intentKeys = useRef(createIntentKeys());
  const instrument = context.instruments.find((item) => item.id === flow.instrumentId);
  if (error) return <ErrorState title="This payment cannot be set up">{error}</ErrorState>;
  if (!quote || flow.deliveryDate === null) return <p aria-live="polite">Preparing the review…</p>;
  const body = {
    listing_id: flow.listingId,
    payment_instrument_id: flow.instrumentId ?? 0,
    amount_cents: quote.amount_cents,
    delivery_date: flow.deliveryDate,
  };
  const confirm = () => {
    if (submitting) return;
    setSubmitting(true);
    setSubmitError(null);
    dispatch(createPayment({ body, idempotencyKey: intentKeys.current.keyFor(body) }))
      .unwrap()
      .then(
        (payment) => {
          intentKeys.current.completed();
          void navigate(paths.paymentReceipt(payment.id));
        },
        (failure: unknown) => {
          setSubmitting(false);
          setSubmitError(errorMessage(failure));
        },
      );
  };
  return (
    <div>
      <dl className="pay-review">
        <div>
          <dt>Pay to</dt>
          <dd>
            {context.bill.biller_name}, account {context.bill.masked_account_number}
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>
            {instrument
              ? `${instrument.nickname} (${methodNames[instrument.kind]} ••••${instrument.last4})`
              : methodNames[quote.method_kind]}
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="amount">{formatCents(quote.amount_cents)}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd className="amount">{formatCents(quote.fee_cents)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="amount">
            <strong>{formatCents(quote.total_cents)}</strong>
          </dd>
        </div>
        <div>
          <dt>Delivered on</dt>
          <dd>{formatCalendarDate(flow.deliveryDate)}</dd>
        </div>
      </dl>
      {quote.free_direct_payment_available ? (
        <p className="pay-review__note">
          You can also pay {context.bill.biller_name} directly from your bank account at no cost, or
          choose a bank account here, which is free.
        </p>
      ) : null}
      {submitError ? <ErrorState title="The payment was not made">{submitError}</ErrorState> : null}
      <Button variant="primary" onClick={confirm} disabled={submitting} aria-disabled={submitting}>
        {submitting ? 'Paying…' : `Pay ${formatCents(quote.total_cents)}`}
      </Button>
    </div>
  );
}
