import { useState, type FormEvent } from 'react';
import {
  monitoredItemKinds,
  type MonitoredItemCreatedResponse,
  type MonitoredItemKind,
} from '../api/contracts/identityProtectionContract.js';
import { useIdempotentSubmit } from '../api/useIdempotentSubmit.js';
import { useAppDispatch } from '../store/hooks.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { Select } from '../ui/Select.js';
import { TextField } from '../ui/TextField.js';
import { addMonitoredItem } from './identityProtectionSlice.js';
import { monitoredItemKindNames, normalizeMonitoredItem } from './monitoredItemRules.js';

const fieldFor: Record<
  MonitoredItemKind,
  {
    label: string;
    type: string;
    inputMode: 'email' | 'tel' | 'numeric';
    hint: string;
    autoComplete: string;
  }
> = {
  email: {
    label: 'Email address',
    type: 'email',
    inputMode: 'email',
    hint: 'We look for it in data breaches.',
    autoComplete: 'email',
  },
  phone: {
    label: 'Phone number',
    type: 'tel',
    inputMode: 'tel',
    hint: 'A U.S. number, or another country’s with its + code.',
    autoComplete: 'tel',
  },
  ssn_last4: {
    label: 'Last 4 digits of your SSN',
    type: 'text',
    inputMode: 'numeric',
    hint: 'Only the last 4 digits. Never enter your whole Social Security number.',
    autoComplete: 'off',
  },
};

/**
 * Adds an email, a phone number or an SSN's last four to monitor (docs/product.md#monitored-items):
 * checked here as the server checks it, sent under one idempotency key per intent.
 */
export function AddMonitoredItemForm({ onAdded }: { onAdded: (created: MonitoredItemCreatedResponse) => void }) {
  const dispatch = useAppDispatch();
  const { busy, submit } = useIdempotentSubmit();
  const [kind, setKind] = useState<MonitoredItemKind>('email');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = fieldFor[kind];

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = normalizeMonitoredItem(kind, value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    const item = { kind, value };
    const result = await submit(
      item,
      (idempotencyKey) => dispatch(addMonitoredItem({ item, idempotencyKey })),
      (answer) => addMonitoredItem.fulfilled.match(answer),
    );
    if (addMonitoredItem.fulfilled.match(result)) {
      setValue('');
      onAdded(result.payload);
    } else {
      setError(result.payload?.message || 'We couldn’t add it. Try again.');
    }
  };

  return (
    <form className="form monitor-form" noValidate onSubmit={(event) => void send(event)}>
      <Select
        label="What to monitor"
        value={kind}
        onChange={(event) => {
          const next = monitoredItemKinds.find((each) => each === event.target.value);
          if (!next) return;
          setKind(next);
          setValue('');
          setError(null);
        }}
      >
        {monitoredItemKinds.map((each) => (
          <option key={each} value={each}>
            {monitoredItemKindNames[each]}
          </option>
        ))}
      </Select>
      <TextField
        label={field.label}
        type={field.type}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        maxLength={kind === 'ssn_last4' ? 4 : 254}
        hint={field.hint}
        error={error ?? undefined}
        value={value}
        required
        onChange={(event) => setValue(event.target.value)}
      />
      <FormSubmit icon="plus" busy={busy}>
        Start monitoring
      </FormSubmit>
    </form>
  );
}
