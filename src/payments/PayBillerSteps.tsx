import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PayBillerResponse } from '../api/contracts/paymentsContract.js';
import { useIdempotentSubmit } from '../api/useIdempotentSubmit.js';
import { billAccountNumberProblem, MAX_BILL_NICKNAME_LENGTH } from '../bills/billRules.js';
import { addBill } from '../bills/billsThunks.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { ErrorState } from '../ui/ErrorState.js';
import { FormAlert } from '../ui/FormAlert.js';
import { Select } from '../ui/Select.js';
import { TextField } from '../ui/TextField.js';
import { errorMessage } from './errorMessage.js';
import { loadPayBiller } from './paymentThunks.js';
import type { PayFlowState } from './payFlowSteps.js';
import { PayStepFrame, type GoToStep } from './PayStepFrame.js';
import { whileCurrent } from '../ui/whileCurrent.js';

/**
 * The first two steps of paying a biller rather than a bill (docs/product.md#bills,
 * docs/product.md#transient-parameters `provider` and `biller_confirmed`): the user confirms the
 * biller, then gives the account number, which adds the bill through the bills API; the flow then
 * pays that bill. A user who already has a bill with this biller goes straight to it.
 */
export function PayBillerSteps({ flow, go, arrivedBack }: { flow: PayFlowState; go: GoToStep; arrivedBack: boolean }) {
  const dispatch = useAppDispatch();
  const [answer, setAnswer] = useState<PayBillerResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const provider = flow.provider ?? '';

  useEffect(
    () =>
      whileCurrent(dispatch(loadPayBiller(provider)).unwrap(), setAnswer, (error) => setLoadError(errorMessage(error))),
    [dispatch, provider],
  );

  const existing = answer?.listing_id ?? null;
  // Back from the bill's steps lands here after the bill was added: going forward again at once
  // would trap the user in the flow, so the step says the bill is there and lets them choose.
  const forward = useCallback(
    (options?: { replace: boolean }) => {
      if (existing === null) return;
      // Confirmed already: the flow keeps counting its six steps.
      go(flow.billerConfirmed ? { listing: String(existing) } : { listing: String(existing), provider: null }, options);
    },
    [existing, flow.billerConfirmed, go],
  );
  useEffect(() => {
    // Their bill with this biller is the one to pay. Replaced, not pushed: Back leaves the flow
    // instead of landing here again.
    if (!arrivedBack) forward({ replace: true });
  }, [forward, arrivedBack]);

  if (loadError) {
    return <ErrorState title="This biller cannot be paid here">{loadError}</ErrorState>;
  }
  if (!answer || (existing !== null && !arrivedBack)) {
    return <p aria-live="polite">Loading the biller…</p>;
  }
  const { biller } = answer;
  const intro = (
    <>
      Paying <strong>{biller.name}</strong>
    </>
  );
  if (existing !== null) {
    return (
      <PayStepFrame flow={flow} intro={intro}>
        <p>Your {biller.name} bill is in your bills.</p>
        <div className="form-actions">
          {/* Added in this flow, so the biller was confirmed: the six steps go on. */}
          <Button variant="primary" onClick={() => go({ listing: String(existing), biller_confirmed: 'true' })}>
            Pay this bill
          </Button>
          <a href={paths.bills()}>Go to your bills</a>
        </div>
      </PayStepFrame>
    );
  }
  return (
    <PayStepFrame flow={flow} intro={intro}>
      {flow.step === 'biller' ? (
        <div>
          <p>
            Check that <strong>{biller.name}</strong> ({biller.service_types.map((type) => type.name).join(', ')}) is
            the company on your bill.
          </p>
          <div className="form-actions">
            <Button variant="primary" onClick={() => go({ biller_confirmed: 'true' })}>
              Yes, this is my biller
            </Button>
            <a href={paths.search()}>Find another biller</a>
          </div>
        </div>
      ) : (
        <AccountStep biller={biller} onAdded={(listingId) => go({ listing: String(listingId) }, { replace: true })} />
      )}
    </PayStepFrame>
  );
}

function AccountStep({
  biller,
  onAdded,
}: {
  biller: PayBillerResponse['biller'];
  onAdded: (listingId: number) => void;
}) {
  const dispatch = useAppDispatch();
  // One key per intent: a double click or a retry adds the bill once (docs/product.md#bills).
  const { busy, submit: submitOnce } = useIdempotentSubmit();
  const [accountNumber, setAccountNumber] = useState('');
  const [serviceType, setServiceType] = useState(String(biller.service_types[0]?.id ?? ''));
  const [nickname, setNickname] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const problem = billAccountNumberProblem(accountNumber);
    if (problem) {
      setFieldError(problem);
      const control = event.currentTarget.elements.namedItem('account_number');
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const bill = {
      biller_id: biller.id,
      account_number: accountNumber,
      ...(serviceType ? { service_type_id: Number(serviceType) } : {}),
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
    };
    const result = await submitOnce(
      bill,
      (idempotencyKey) => dispatch(addBill({ bill, idempotencyKey })),
      addBill.fulfilled.match,
    );
    if (addBill.fulfilled.match(result)) {
      onAdded(result.payload.id);
      return;
    }
    const failure = result.payload;
    if (failure?.code === 'invalid_account_number') setFieldError(failure.message);
    else setFormError(failure?.message || 'We couldn’t add this bill. Try again.');
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p>Enter the account number printed on your {biller.name} bill. We keep only its last four digits.</p>
      <TextField
        label="Account number"
        name="account_number"
        autoComplete="off"
        required
        value={accountNumber}
        error={fieldError}
        onChange={(event) => {
          setAccountNumber(event.target.value);
          setFieldError(undefined);
        }}
      />
      {biller.service_types.length > 1 ? (
        <Select
          label="Service"
          name="service_type_id"
          value={serviceType}
          onChange={(event) => setServiceType(event.target.value)}
        >
          {biller.service_types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      ) : null}
      <TextField
        label="Nickname (optional)"
        name="nickname"
        maxLength={MAX_BILL_NICKNAME_LENGTH}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" variant="primary" busy={busy}>
        Add this bill and continue
      </Button>
    </form>
  );
}
