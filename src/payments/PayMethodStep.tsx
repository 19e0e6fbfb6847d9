import { useEffect, useRef, useState } from 'react';
import type { PayContextResponse } from '../api/contracts/paymentsContract.js';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { Button } from '../ui/Button.js';
import { Select } from '../ui/Select.js';
import { AddInstrumentForm } from '../wallet/AddInstrumentForm.js';
import { PAYMENT_METHOD_RULES } from './paymentRules.js';
import { methodNames } from './methodNames.js';

type Instrument = PayContextResponse['instruments'][number];

function describeDelivery(instrument: Instrument): string {
  const days = PAYMENT_METHOD_RULES[instrument.kind].deliveryBankingDays;
  return `${days} banking day${days === 1 ? '' : 's'}`;
}

/**
 * The pay flow's payment-method step (docs/product.md#wallet: "payment method (add one inline)"). A
 * card or bank account is added right here with the wallet's own form, so nobody leaves a payment
 * half done to visit the wallet; the one just added is the one the payment uses.
 */
export function PayMethodStep({
  instruments,
  onNext,
  onAdded,
}: {
  instruments: readonly Instrument[];
  onNext: (id: number) => void;
  onAdded: (instrument: WalletInstrument) => void;
}) {
  const firstChoice = instruments.find((item) => item.is_default) ?? instruments[0];
  const [chosen, setChosen] = useState(String(firstChoice?.id ?? ''));
  const empty = instruments.length === 0;
  const [adding, setAdding] = useState(empty);
  const [openedByUser, setOpenedByUser] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  // Opened by a press of "Add…": the form's first control takes focus (keyboard users land in
  // it). Shown from the start for an empty wallet, focus stays on the step's heading.
  useEffect(() => {
    if (adding && openedByUser)
      formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [adding, openedByUser]);

  if (adding) {
    return (
      <div ref={formRef}>
        <h3>Add a payment method</h3>
        {empty ? <p>You have no payment method yet: add a card or a bank account.</p> : null}
        <AddInstrumentForm onAdded={onAdded} onCancel={() => setAdding(false)} />
      </div>
    );
  }
  const open = () => {
    setOpenedByUser(true);
    setAdding(true);
  };
  if (empty) {
    return (
      <div>
        <p>You need a card or a bank account to pay this bill.</p>
        <Button variant="primary" onClick={open}>
          Add a payment method
        </Button>
      </div>
    );
  }
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onNext(Number(chosen));
      }}
    >
      <Select
        label="Pay from"
        name="payment_instrument"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        hint="Bank transfers are free; cards arrive sooner for a fee."
      >
        {instruments.map((instrument) => (
          <option key={instrument.id} value={instrument.id}>
            {instrument.nickname} ({methodNames[instrument.kind]} ••••{instrument.last4}) —{' '}
            {describeDelivery(instrument)}
          </option>
        ))}
      </Select>
      <div className="form-actions">
        <Button variant="quiet" size="sm" onClick={open}>
          Add another payment method
        </Button>
      </div>
      <div className="form-actions">
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </div>
    </form>
  );
}
