import { useState } from 'react';
import { useAppDispatch } from '../store/hooks.js';
import { formatCalendarDate } from '../ui/formatters.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { TextField } from '../ui/TextField.js';
import { loadPaymentQuote } from './paymentThunks.js';
import type { PayFlowState } from './payFlowSteps.js';
import { PayStepProblem } from './PayStepProblem.js';
import type { GoToStep } from './PayStepFrame.js';
import { usePaymentQuote } from './usePaymentQuote.js';

/**
 * The delivery date (docs/product.md#delivery-dates): the earliest day comes from the server's
 * quote (the method's delivery time in US banking days). The range is checked here as the user goes
 * on; whether the day is a banking day the server decides (its holiday calendar stays on the
 * server), asked before the review, and its refusal shows beside the field.
 */
export function PayDeliveryStep({ flow, dueDate, go }: { flow: PayFlowState; dueDate: string | null; go: GoToStep }) {
  const dispatch = useAppDispatch();
  const { quote, error } = usePaymentQuote(flow);
  const [day, setDay] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  if (error) return <PayStepProblem failure={error} go={go} />;
  if (!quote || flow.listingId === null || flow.instrumentId === null) {
    return <p aria-live="polite">Working out the delivery dates…</p>;
  }
  const chosen = day || quote.earliest_delivery_date;
  const query = {
    listing: flow.listingId,
    payment_instrument: flow.instrumentId,
    amount_cents: quote.amount_cents,
    delivery_date: chosen,
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (checking) return;
        if (
          !/^\d{4}-\d{2}-\d{2}$/.test(chosen) ||
          chosen < quote.earliest_delivery_date ||
          chosen > quote.latest_delivery_date
        ) {
          setFieldError(
            `Choose a day from ${formatCalendarDate(quote.earliest_delivery_date)} to ${formatCalendarDate(quote.latest_delivery_date)}.`,
          );
          return;
        }
        setChecking(true);
        dispatch(loadPaymentQuote(query))
          .unwrap()
          .then(
            () => go({ delivery_date: chosen }),
            (failure: { message: string }) => {
              setChecking(false);
              setFieldError(failure.message);
            },
          );
      }}
      noValidate
      className="form"
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
      <FormSubmit variant="primary" disabled={checking} aria-disabled={checking}>
        {checking ? 'Checking the date…' : 'Continue'}
      </FormSubmit>
    </form>
  );
}
