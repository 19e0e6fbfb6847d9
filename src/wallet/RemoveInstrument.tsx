import { useEffect, useState } from 'react';
import type { InstrumentUse, InstrumentUsesDecision, WalletInstrument } from '../api/contracts/walletContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { ConfirmRemoval } from '../ui/ConfirmRemoval.js';
import { ErrorState } from '../ui/ErrorState.js';
import { Select } from '../ui/Select.js';
import { describeInstrument } from './describeInstrument.js';
import { loadInstrumentUses, removeInstrument } from './walletSlice.js';
import { whileCurrent } from '../ui/whileCurrent.js';

type Choice = InstrumentUsesDecision['action'];

/** One answer to "What should happen to them?", checked when it is the one chosen. */
function RadioOption({
  value,
  chosen,
  onChoose,
  label,
}: {
  value: Choice;
  chosen: Choice;
  onChoose: (value: Choice) => void;
  label: string;
}) {
  const id = `instrument-uses-${value}`;
  return (
    <div className="field field--check">
      <div className="check">
        <input
          id={id}
          type="radio"
          className="check__control"
          name="instrument-uses"
          value={value}
          checked={value === chosen}
          onChange={() => onChoose(value)}
        />
        <label htmlFor={id} className="check__label">
          {label}
        </label>
      </div>
    </div>
  );
}

/**
 * The body of the "Remove …?" dialog (docs/product.md#removing-a-payment-method). It first asks the
 * server what still uses the payment method; when scheduled payments or autopay rules do, the user
 * chooses, in this one step, to move them to another method or cancel them, and the server does
 * both the choice and the removal at once (never a removal that silently breaks a payment).
 */
export function RemoveInstrument({
  instrument,
  others,
  onDone,
  onCancel,
}: {
  instrument: WalletInstrument;
  /** The wallet's other payment methods: where the uses can move. */
  others: readonly WalletInstrument[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const [uses, setUses] = useState<InstrumentUse[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [choice, setChoice] = useState<Choice>(others.length > 0 ? 'reassign' : 'cancel');
  const [target, setTarget] = useState(String(others[0]?.id ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      whileCurrent(dispatch(loadInstrumentUses(instrument.id)), (result) => {
        if (loadInstrumentUses.fulfilled.match(result)) setUses(result.payload);
        else setLoadError(result.payload?.message || 'We couldn’t check what uses it.');
      }),
    [dispatch, instrument.id, attempt],
  );

  if (loadError) {
    return (
      <ErrorState
        title="We couldn’t check this payment method"
        onRetry={() => {
          setLoadError(null);
          setAttempt((value) => value + 1);
        }}
      >
        <p>{loadError}</p>
      </ErrorState>
    );
  }
  if (uses === null) return <p aria-live="polite">Checking what uses it…</p>;

  const decision: InstrumentUsesDecision | undefined =
    uses.length === 0
      ? undefined
      : choice === 'reassign'
        ? { action: 'reassign', reassign_to: Number(target) }
        : { action: 'cancel' };
  const moveTo = others.find((other) => String(other.id) === target);
  const remove = async () => {
    setBusy(true);
    setError(null);
    const result = await dispatch(removeInstrument({ id: instrument.id, decision }));
    setBusy(false);
    if (!removeInstrument.fulfilled.match(result)) {
      setError(result.payload?.message || 'We couldn’t remove it. Try again.');
      return;
    }
    const settled =
      decision?.action === 'reassign' && moveTo
        ? ` What it paid now uses ${moveTo.nickname}.`
        : decision?.action === 'cancel'
          ? ' What it paid was canceled.'
          : '';
    onDone(`Removed ${instrument.nickname}.${settled}`);
  };

  return (
    <>
      {uses.length > 0 ? (
        <div className="form">
          <p>{instrument.nickname} still pays:</p>
          <ul>
            {uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>{use.label}</li>
            ))}
          </ul>
          <fieldset>
            <legend>What should happen to them?</legend>
            {others.length > 0 ? (
              <RadioOption
                value="reassign"
                chosen={choice}
                onChoose={setChoice}
                label="Move them to another payment method"
              />
            ) : null}
            <RadioOption value="cancel" chosen={choice} onChoose={setChoice} label="Cancel them" />
          </fieldset>
          {choice === 'reassign' && others.length > 0 ? (
            <Select
              label="Move them to"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              hint="Payments keep their amount and delivery date; a card adds its fee."
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.nickname} ({describeInstrument(other)})
                </option>
              ))}
            </Select>
          ) : null}
          {others.length === 0 ? <p>You have no other payment method to move them to.</p> : null}
        </div>
      ) : null}
      <ConfirmRemoval error={error} busy={busy} onConfirm={() => void remove()} onCancel={onCancel}>
        {describeInstrument(instrument)} will no longer be offered for payments. Payments already made with it stay in
        your history.
      </ConfirmRemoval>
    </>
  );
}
