import { useState, type FormEvent } from 'react';
import type { NewInstrument, WalletInstrument } from '../api/contracts/walletContract.js';
import { useIdempotentCreate } from '../api/useIdempotentSubmit.js';
import { useAppDispatch } from '../store/hooks.js';
import { FormAlert } from '../ui/FormAlert.js';
import { Select } from '../ui/Select.js';
import { SubmitOrCancel } from '../ui/SubmitOrCancel.js';
import { TextField } from '../ui/TextField.js';
import {
  cardNumberAsTyped,
  checkNewInstrument,
  instrumentFields,
  parseCardExpiry,
  type InstrumentField,
} from './instrumentRules.js';
import { addInstrument } from './walletSlice.js';

type FormValues = {
  /** Debit, credit or prepaid is the vault's to read from the number, not a question. */
  kind: 'card' | 'bank_account';
  card_number: string;
  expiry: string;
  cvv: string;
  zip: string;
  routing_number: string;
  account_number: string;
  account_type: 'checking' | 'savings';
  holder_name: string;
  nickname: string;
};

const emptyForm: FormValues = {
  kind: 'card',
  card_number: '',
  expiry: '',
  cvv: '',
  zip: '',
  routing_number: '',
  account_number: '',
  account_type: 'checking',
  holder_name: '',
  nickname: '',
};

type FieldErrors = Partial<Record<InstrumentField, string>>;

/** A required text field of the form: the rules' field it is checked as, and how it is typed. */
type TextFieldSpec = {
  name: InstrumentField & keyof FormValues;
  label: string;
  autoComplete: string;
  numeric?: boolean;
  hint?: string;
  placeholder?: string;
};

const bankTextFields: readonly TextFieldSpec[] = [
  { name: 'holder_name', label: 'Name on the account', autoComplete: 'name' },
  {
    name: 'routing_number',
    label: 'Routing number',
    autoComplete: 'off',
    numeric: true,
    hint: '9 digits, printed first on your checks',
  },
  { name: 'account_number', label: 'Account number', autoComplete: 'off', numeric: true },
];
const cardNumberField: TextFieldSpec = {
  name: 'card_number',
  label: 'Card number',
  autoComplete: 'cc-number',
  numeric: true,
};
/** Short fields, side by side where they fit. */
const cardDetailFields: readonly TextFieldSpec[] = [
  {
    name: 'expiry',
    label: 'Expiry',
    autoComplete: 'cc-exp',
    numeric: true,
    placeholder: 'MM/YY',
    hint: 'e.g. 09/29 or 0929',
  },
  { name: 'cvv', label: 'Security code', autoComplete: 'cc-csc', numeric: true },
  { name: 'zip', label: 'Billing ZIP code', autoComplete: 'postal-code', numeric: true },
];

function instrumentOf(values: FormValues): NewInstrument {
  const nickname = values.nickname.trim() ? { nickname: values.nickname.trim() } : {};
  if (values.kind === 'bank_account') {
    return {
      kind: 'bank_account',
      routing_number: values.routing_number.trim(),
      account_number: values.account_number.trim(),
      account_type: values.account_type,
      holder_name: values.holder_name.trim(),
      ...nickname,
    };
  }
  const { month, year } = parseCardExpiry(values.expiry);
  return {
    kind: 'card',
    card_number: values.card_number.trim(),
    expiry_month: month,
    expiry_year: year,
    cvv: values.cvv.trim(),
    zip: values.zip.trim(),
    ...nickname,
  };
}

function errorsOf(instrument: NewInstrument): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of checkNewInstrument(instrument, new Date())) {
    errors[problem.field] ??= problem.message;
  }
  return errors;
}

/** Where a server refusal is shown: beside its field (`invalid_<field>`, a decline), or on top. */
const fieldOfCode: Record<string, InstrumentField> = {
  card_declined: 'card_number',
  account_unverified: 'account_number',
};
function fieldOf(code: string): InstrumentField | null {
  if (code in fieldOfCode) return fieldOfCode[code] ?? null;
  const field = code.startsWith('invalid_') ? code.slice('invalid_'.length) : '';
  return instrumentFields.find((known) => known === field) ?? null;
}

/**
 * Adds a card or bank account (docs/product.md#instrument-rules). The shared rules check as the
 * user corrects (after the first submit), the server checks again and decides; a retry or double
 * click sends the same Idempotency-Key, so at most one instrument is added.
 */
export function AddInstrumentForm({
  onAdded,
  onCancel,
}: {
  onAdded: (instrument: WalletInstrument) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const { busy, send } = useIdempotentCreate<NewInstrument, WalletInstrument>((instrument, idempotencyKey) =>
    dispatch(addInstrument({ instrument, idempotencyKey })),
  );
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const isBank = values.kind === 'bank_account';

  const typed = cardNumberAsTyped(values.card_number);
  const update = (field: keyof FormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(errorsOf(instrumentOf(next)));
    // The card number is checked as it is typed: a wrong prefix, or a complete number failing
    // the Luhn check, is said at once (docs/product.md#instrument-rules).
    else if (field === 'card_number') {
      const { problem } = cardNumberAsTyped(value);
      setErrors((current) => {
        const rest = { ...current };
        delete rest.card_number;
        return problem ? { ...rest, card_number: problem } : rest;
      });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const instrument = instrumentOf(values);
    const found = errorsOf(instrument);
    setErrors(found);
    const firstInvalid = instrumentFields.find((name) => found[name]);
    if (firstInvalid) {
      // Fields are named after the rules' fields: focus the first one to fix.
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const outcome = await send(instrument);
    if (outcome.ok) {
      onAdded(outcome.created);
      return;
    }
    const { failure } = outcome;
    const field = failure ? fieldOf(failure.code) : null;
    if (failure && field) setErrors({ [field]: failure.message });
    else setFormError(failure?.message || 'We couldn’t add this payment method. Try again.');
  };

  const field = (name: keyof FormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  const textField = (spec: TextFieldSpec) => (
    <TextField
      key={spec.name}
      label={spec.label}
      inputMode={spec.numeric ? 'numeric' : undefined}
      autoComplete={spec.autoComplete}
      hint={spec.hint}
      placeholder={spec.placeholder}
      required
      error={errors[spec.name]}
      {...field(spec.name)}
    />
  );

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <Select label="Type" {...field('kind')}>
        <option value="card">Card</option>
        <option value="bank_account">Bank account</option>
      </Select>
      {isBank ? (
        <>
          {bankTextFields.map(textField)}
          <Select label="Account type" error={errors.account_type} {...field('account_type')}>
            <option value="checking">Checking</option>
            <option value="savings">Savings</option>
          </Select>
        </>
      ) : (
        <>
          {textField({
            ...cardNumberField,
            hint: typed.brand && !errors.card_number ? typed.brand : undefined,
          })}
          <div className="form-row">{cardDetailFields.map(textField)}</div>
        </>
      )}
      <TextField label="Nickname (optional)" maxLength={40} error={errors.nickname} {...field('nickname')} />
      <FormAlert>{formError}</FormAlert>
      <SubmitOrCancel label="Add payment method" busy={busy} onCancel={onCancel} />
    </form>
  );
}
