import { useState, type FormEvent } from 'react';
import type { BillerSummary } from '../api/contracts/directoryContract.js';
import type { AccountDetail } from '../api/accountsApi.js';
import type { NewBill } from '../api/contracts/billsContract.js';
import { useIdempotentCreate } from '../api/useIdempotentSubmit.js';
import { BillerPicker } from '../dashboard/BillerPicker.js';
import { useAppDispatch } from '../store/hooks.js';
import { FormAlert } from '../ui/FormAlert.js';
import { SubmitOrCancel } from '../ui/SubmitOrCancel.js';
import { TextField } from '../ui/TextField.js';
import { billAccountNumberProblem, MAX_BILL_NICKNAME_LENGTH } from './billRules.js';
import { addBill } from './billsThunks.js';

type Errors = { biller?: string; account_number?: string; nickname?: string; form?: string };

/**
 * Adds a bill (docs/product.md#bills): a biller from the directory, the account number on the bill
 * (checked here and again by the server), an optional nickname. One Idempotency-Key per intent.
 */
export function AddBillForm({ onAdded, onCancel }: { onAdded: (bill: AccountDetail) => void; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const { busy, send } = useIdempotentCreate<NewBill, AccountDetail>((bill, idempotencyKey) =>
    dispatch(addBill({ bill, idempotencyKey })),
  );
  const [biller, setBiller] = useState<BillerSummary | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = billAccountNumberProblem(accountNumber);
    const found: Errors = {
      ...(biller ? {} : { biller: 'Choose your biller from the list.' }),
      ...(problem ? { account_number: problem } : {}),
    };
    setErrors(found);
    if (found.biller || found.account_number) {
      const name = found.biller ? 'biller' : 'account_number';
      const control = event.currentTarget.querySelector<HTMLElement>(
        found.biller ? '.add-bill__biller input' : `[name="${name}"]`,
      );
      control?.focus();
      return;
    }
    if (!biller) return;
    const bill = {
      biller_id: biller.id,
      account_number: accountNumber.trim(),
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
    };
    const outcome = await send(bill);
    if (outcome.ok) {
      onAdded(outcome.created);
      return;
    }
    const { failure } = outcome;
    if (failure?.code === 'invalid_account_number') setErrors({ account_number: failure.message });
    else if (failure?.code === 'biller_not_found') setErrors({ biller: failure.message });
    else setErrors({ form: failure?.message || 'We couldn’t add this bill. Try again.' });
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="add-bill__biller">
        <BillerPicker value={biller} onChange={setBiller} />
        <FormAlert>{errors.biller}</FormAlert>
      </div>
      <TextField
        label="Account number"
        name="account_number"
        autoComplete="off"
        hint="As printed on your bill"
        required
        value={accountNumber}
        error={errors.account_number}
        onChange={(event) => setAccountNumber(event.target.value)}
      />
      <TextField
        label="Nickname (optional)"
        maxLength={MAX_BILL_NICKNAME_LENGTH}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
      />
      <FormAlert>{errors.form}</FormAlert>
      <SubmitOrCancel label="Add bill" busy={busy} onCancel={onCancel} />
    </form>
  );
}
