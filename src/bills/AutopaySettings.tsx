import { useState, type FormEvent } from 'react';
import type { AutopayRuleResponse, PayContextResponse } from '../api/contracts/paymentsContract.js';
import type { AutopayRuleRequest } from '../api/paymentsApi.js';
import { loadAccountDetail } from '../listings/listingsSlice.js';
import { autopayStatementText } from './autopayStatementText.js';
import { methodNames } from '../payments/methodNames.js';
import {
  DEFAULT_AUTOPAY_DAYS_BEFORE_DUE,
  MAX_AUTOPAY_DAYS_BEFORE_DUE,
  MAX_PAYMENT_CENTS,
  MIN_PAYMENT_CENTS,
  PAYMENT_METHOD_RULES,
} from '../payments/paymentRules.js';
import { centsToDollars, dollarsToCents } from '../payments/payFlowSteps.js';
import { turnOffAutopay, turnOnAutopay } from '../payments/paymentThunks.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import { Button } from '../ui/Button.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { LinkButton } from '../ui/LinkButton.js';
import { Select } from '../ui/Select.js';
import { TextField } from '../ui/TextField.js';
import { useToast } from '../ui/Toast.js';

type Instrument = PayContextResponse['instruments'][number];

const dayChoices = Array.from({ length: MAX_AUTOPAY_DAYS_BEFORE_DUE }, (_, index) => index + 1);

function instrumentName(instrument: Instrument): string {
  return `${instrument.nickname} (${methodNames[instrument.kind]} ••••${instrument.last4})`;
}

/** One sentence for a saved rule: what it pays, from where, when, and the next date. */
function describeRule(rule: AutopayRuleResponse, instruments: readonly Instrument[]): string {
  const from = instruments.find((instrument) => instrument.id === rule.payment_instrument_id);
  const amount =
    rule.amount_kind === 'fixed' && rule.fixed_amount_cents !== null
      ? formatCents(rule.fixed_amount_cents)
      : 'the statement balance';
  const days = rule.days_before_due === 1 ? '1 day' : `${rule.days_before_due} days`;
  return `Autopay pays ${amount} from ${from ? instrumentName(from) : 'your payment method'}, ${days} before each due date.`;
}

/**
 * A bill's autopay ("autopay and paperless settings"; docs/product.md#autopay-rules): see the rule,
 * turn it on, change it, turn it off. The rule is the API's (PUT/DELETE /autopay/{listing}); the
 * scheduler pays from it (server/payments/autopayScheduler.ts). Without a payment method, it leads
 * to the wallet.
 */
export function AutopaySettings({
  listingId,
  initialRule,
  instruments,
}: {
  listingId: number;
  initialRule: AutopayRuleResponse | null;
  instruments: readonly Instrument[];
}) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [rule, setRule] = useState(initialRule);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const firstChoice = instruments.find((item) => item.is_default) ?? instruments[0];
  const [instrumentId, setInstrumentId] = useState(String(initialRule?.payment_instrument_id ?? firstChoice?.id ?? ''));
  const [amountKind, setAmountKind] = useState<AutopayRuleRequest['amount_kind']>(
    initialRule?.amount_kind ?? 'statement_balance',
  );
  const [fixedAmount, setFixedAmount] = useState(
    initialRule?.fixed_amount_cents ? centsToDollars(initialRule.fixed_amount_cents) : '',
  );
  const [days, setDays] = useState(String(initialRule?.days_before_due ?? DEFAULT_AUTOPAY_DAYS_BEFORE_DUE));
  const [amountError, setAmountError] = useState<string | undefined>();

  const failed = (failure: ApiErrorBody | undefined) =>
    toast.show(failure?.message || 'We couldn’t change autopay. Try again.', {
      tone: 'danger',
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fixedCents = amountKind === 'fixed' ? dollarsToCents(fixedAmount) : null;
    if (
      amountKind === 'fixed' &&
      (fixedCents === null || fixedCents < MIN_PAYMENT_CENTS || fixedCents > MAX_PAYMENT_CENTS)
    ) {
      setAmountError(`Enter an amount from ${formatCents(MIN_PAYMENT_CENTS)} to ${formatCents(MAX_PAYMENT_CENTS)}.`);
      return;
    }
    setAmountError(undefined);
    setSaving(true);
    const result = await dispatch(
      turnOnAutopay({
        listingId,
        rule: {
          payment_instrument_id: Number(instrumentId),
          amount_kind: amountKind,
          fixed_amount_cents: fixedCents,
          days_before_due: Number(days),
        },
      }),
    );
    setSaving(false);
    if (!turnOnAutopay.fulfilled.match(result)) return failed(result.payload);
    setRule(result.payload);
    setEditing(false);
    toast.show(rule ? 'Autopay is updated.' : 'Autopay is on.', { tone: 'success' });
    // The bill's status ("Autopay on") comes from its account detail.
    void dispatch(loadAccountDetail(listingId));
  };

  const turnOff = async () => {
    setSaving(true);
    const result = await dispatch(turnOffAutopay(listingId));
    setSaving(false);
    if (!turnOffAutopay.fulfilled.match(result)) return failed(result.payload);
    setRule(null);
    setEditing(false);
    toast.show('Autopay is off.', { tone: 'success' });
    void dispatch(loadAccountDetail(listingId));
  };

  if (instruments.length === 0 && !rule) {
    return (
      <div className="form">
        <p>Autopay is off. Add a payment method to pay this bill automatically.</p>
        <LinkButton href={paths.wallet()}>Add a payment method</LinkButton>
      </div>
    );
  }

  return (
    <div className="form">
      <p role="status">
        {rule ? describeRule(rule, instruments) : 'Autopay is off.'}
        {rule
          ? rule.next_autopay_date
            ? ` Next payment scheduled on ${formatCalendarDate(rule.next_autopay_date)}.`
            : ' It pays your next statement when it comes.'
          : ''}
      </p>
      {rule?.statement ? <p className="autopay-statement">{autopayStatementText(rule.statement)}</p> : null}
      {rule?.card_expires_before_next_payment ? (
        <p className="autopay-warning" role="alert">
          The card autopay pays from expires before its coming payments. Choose another payment method with Change
          autopay, or autopay cannot pay this bill.
        </p>
      ) : null}
      {rule && rule.changes.length > 0 ? (
        // Moves the user did not make here: removing the rule's method in the wallet
        // (docs/product.md#removing-a-payment-method, walletInstrumentUsage.ts).
        <ul className="autopay-changes" aria-label="Changes to autopay">
          {rule.changes.map((change) => (
            <li key={change.at + change.to_method}>
              Autopay moved to {change.to_method} on {formatCalendarDate(change.at)} when {change.from_method} was
              removed from your wallet.
            </li>
          ))}
        </ul>
      ) : null}
      {rule && !editing ? (
        <div className="form-actions">
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={saving}>
            Change autopay
          </Button>
          <Button variant="quiet" onClick={() => void turnOff()} disabled={saving}>
            Turn off autopay
          </Button>
        </div>
      ) : (
        <form className="form" onSubmit={(event) => void save(event)}>
          <Select label="Pay from" value={instrumentId} onChange={(event) => setInstrumentId(event.target.value)}>
            {instruments.map((instrument) => (
              <option key={instrument.id} value={instrument.id}>
                {instrumentName(instrument)}
              </option>
            ))}
          </Select>
          <Select
            label="Amount"
            value={amountKind}
            onChange={(event) => setAmountKind(event.target.value as AutopayRuleRequest['amount_kind'])}
          >
            <option value="statement_balance">The statement balance</option>
            <option value="fixed">A fixed amount</option>
          </Select>
          {amountKind === 'fixed' ? (
            <TextField
              label="Fixed amount, in dollars"
              inputMode="decimal"
              value={fixedAmount}
              error={amountError}
              onChange={(event) => setFixedAmount(event.target.value)}
            />
          ) : null}
          <Select
            label="Pay it"
            hint={`A payment from a bank account takes ${PAYMENT_METHOD_RULES.bank_account.deliveryBankingDays} banking days to arrive; allow for them.`}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          >
            {dayChoices.map((day) => (
              <option key={day} value={day}>
                {day === 1 ? '1 day' : `${day} days`} before the due date
              </option>
            ))}
          </Select>
          <div className="form-actions">
            <Button type="submit" variant="primary" disabled={saving}>
              {rule ? 'Save autopay' : 'Turn on autopay'}
            </Button>
            {rule ? (
              <Button variant="quiet" onClick={() => setEditing(false)} disabled={saving}>
                Keep as it is
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
