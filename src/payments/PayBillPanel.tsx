import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import type { PayContextResponse } from '../api/contracts/paymentsContract.js';
import { requestSignIn } from '../shared-data/requestSignIn.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { TextField } from '../ui/TextField.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS } from './paymentRules.js';
import { PayMethodStep } from './PayMethodStep.js';
import { loadPayContext } from './paymentThunks.js';
import {
  centsToDollars,
  dollarsToCents,
  proposedAmountCents,
  payFlowSearch,
  readPayFlow,
  type PayFlowState,
} from './payFlowSteps.js';
import { errorMessage } from './errorMessage.js';
import { PayBillerSteps } from './PayBillerSteps.js';
import { PayDeliveryStep } from './PayDeliveryStep.js';
import { PayReviewStep } from './PayReviewStep.js';
import { PayStepFrame, type GoToStep, type PayBillStepProps } from './PayStepFrame.js';
import { whileCurrent } from '../ui/whileCurrent.js';

/**
 * Pay a bill, step by step, on the bills-to-pay page (docs/product.md#bills). Each step is in the
 * URL (parameters; docs/product.md#routes): `navigate` pushes a history entry per step, so Back
 * returns to the previous one and a reload opens the same. The server decides fee and dates; what
 * is shown here is its quote. `arrivedBack`: this step was reached with the browser's Back (see
 * PayBillerSteps).
 */
export function PayBillPanel({ search, arrivedBack }: { search: string; arrivedBack: boolean }) {
  const parameters = useMemo(() => new URLSearchParams(search), [search]);
  const flow = readPayFlow(parameters);
  const authLevel = useAppSelector(selectAuthLevel);
  if (!flow) return null;
  if (authLevel !== 'Auth3') {
    return (
      <Card heading="Pay a bill" className="pay-panel">
        <p>Sign in to pay this bill. You will come back to this step.</p>
        <Button variant="primary" onClick={requestSignIn}>
          Sign in
        </Button>
      </Card>
    );
  }
  return <SignedInPayFlow flow={flow} parameters={parameters} arrivedBack={arrivedBack} />;
}

function SignedInPayFlow({
  flow,
  parameters,
  arrivedBack,
}: {
  flow: PayFlowState;
  parameters: URLSearchParams;
  arrivedBack: boolean;
}) {
  const go: GoToStep = useCallback(
    (changes, options) => {
      void navigate(`${window.location.pathname}${payFlowSearch(parameters, changes)}`, {
        keepScrollPosition: true,
        overwriteLastHistoryEntry: options?.replace ?? false,
      });
    },
    [parameters],
  );
  if (flow.listingId === null) {
    return <PayBillerSteps flow={flow} go={go} arrivedBack={arrivedBack} />;
  }
  return <PayBillSteps flow={flow} listingId={flow.listingId} parameters={parameters} go={go} />;
}

function PayBillSteps({ flow, listingId, parameters, go }: PayBillStepProps & { parameters: URLSearchParams }) {
  const dispatch = useAppDispatch();
  const [context, setContext] = useState<PayContextResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(
    () =>
      whileCurrent(dispatch(loadPayContext(listingId)).unwrap(), setContext, (error) =>
        setLoadError(errorMessage(error)),
      ),
    [dispatch, listingId],
  );

  if (loadError) {
    return <ErrorState title="This bill cannot be paid here">{loadError}</ErrorState>;
  }
  if (!context) return <p aria-live="polite">Loading the bill…</p>;
  const { bill } = context;
  return (
    <PayStepFrame
      flow={flow}
      intro={
        <>
          Paying <strong>{bill.biller_name}</strong> {bill.nickname ? `(${bill.nickname}) ` : ''}
          account {bill.masked_account_number}
        </>
      }
    >
      {flow.step === 'amount' ? (
        <AmountStep
          amountDueCents={bill.amount_due_cents}
          lastPaidCents={bill.last_paid_cents}
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
      {flow.step === 'delivery' ? <PayDeliveryStep flow={flow} dueDate={bill.due_date} go={go} /> : null}
      {flow.step === 'review' ? <PayReviewStep flow={flow} listingId={listingId} context={context} go={go} /> : null}
    </PayStepFrame>
  );
}

function AmountStep({
  amountDueCents,
  lastPaidCents,
  dueDate,
  initialCents,
  onNext,
}: {
  amountDueCents: number;
  lastPaidCents: number | null;
  dueDate: string | null;
  initialCents: number | null;
  onNext: (cents: number) => void;
}) {
  const [value, setValue] = useState(() => {
    const proposed = initialCents ?? proposedAmountCents(amountDueCents, lastPaidCents);
    return proposed === null ? '' : centsToDollars(proposed);
  });
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(value);
    if (cents === null) {
      setError('Enter an amount in dollars and cents, for example 42.50.');
    } else if (cents < MIN_PAYMENT_CENTS || cents > MAX_PAYMENT_CENTS) {
      setError(`Enter an amount from ${formatCents(MIN_PAYMENT_CENTS)} to ${formatCents(MAX_PAYMENT_CENTS)}.`);
    } else onNext(cents);
  };
  return (
    <form onSubmit={submit} noValidate className="form">
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
      <FormSubmit variant="primary">Continue</FormSubmit>
    </form>
  );
}
