import { useEffect, useRef, useState } from 'react';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { Button } from '../ui/Button.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { Select } from '../ui/Select.js';
import { AddInstrumentForm } from './AddInstrumentForm.js';

/**
 * A flow's payment-method step (docs/product.md#wallet: "payment method (add one inline)"): the
 * wallet's methods to choose from, or the wallet's own form to add one right here, so nobody leaves
 * a payment or an enrollment half done to visit the wallet; the one just added is the one used.
 */
export function ChoosePaymentMethod<Instrument extends { id: number; is_default: boolean }>({
  instruments,
  label,
  hint,
  describe,
  emptyPrompt,
  onNext,
  onAdded,
}: {
  instruments: readonly Instrument[];
  /** The choice's label and hint: what the method pays for. */
  label: string;
  hint: string;
  /** One option's text. */
  describe: (instrument: Instrument) => string;
  /**
   * With an empty wallet, what Cancel on the add form leads to (with a button that opens it again);
   * without one, the add form stays.
   */
  emptyPrompt?: string;
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
    if (adding && openedByUser) formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [adding, openedByUser]);

  if (adding || (empty && emptyPrompt === undefined)) {
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
        <p>{emptyPrompt}</p>
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
        label={label}
        name="payment_instrument"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        hint={hint}
      >
        {instruments.map((instrument) => (
          <option key={instrument.id} value={instrument.id}>
            {describe(instrument)}
          </option>
        ))}
      </Select>
      <div className="form-actions">
        <Button variant="quiet" size="sm" onClick={open}>
          Add another payment method
        </Button>
      </div>
      <FormSubmit variant="primary">Continue</FormSubmit>
    </form>
  );
}
