import { useEffect, useState, type FormEvent } from 'react';
import type { Membership } from '../api/contracts/membershipContract.js';
import { methodLabel } from '../payments/methodLabel.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { Dialog } from '../ui/Dialog.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { Select } from '../ui/Select.js';
import { loadWallet, selectPaymentInstruments } from '../wallet/walletSlice.js';
import { planPrice } from './membershipDisplay.js';
import { MEMBERSHIP_PLANS, membershipPlanIds, type MembershipPlanId } from './membershipPlans.js';
import { manageMembership, type ManageMembershipPayload } from './membershipSlice.js';

/**
 * Manage (docs/product.md#managing-a-membership): switch plan (from the next renewal, said
 * here), change the payment method charged, cancel (benefits to the end of the paid period) and
 * undo the cancel until then. Each change is the server's: what it answers is shown.
 */
export function ManageMembership({ membership }: { membership: Membership }) {
  const dispatch = useAppDispatch();
  const instruments = useAppSelector(selectPaymentInstruments);
  const renewalPlan = membership.next_plan ?? membership.plan;
  const [plan, setPlan] = useState<MembershipPlanId>(renewalPlan);
  const [instrumentId, setInstrumentId] = useState(String(membership.instrument?.id ?? ''));
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  useEffect(() => {
    void dispatch(loadWallet());
  }, [dispatch]);

  async function run(payload: ManageMembershipPayload, success: (changed: Membership) => string) {
    setBusy(true);
    setSaid(null);
    const result = await dispatch(manageMembership(payload));
    setBusy(false);
    if (manageMembership.fulfilled.match(result)) {
      setSaid({ text: success(result.payload), failed: false });
    } else {
      setSaid({
        text: result.payload?.message ?? 'Something went wrong. Please try again.',
        failed: true,
      });
    }
  }

  const renewalDate = membership.next_renewal?.date ?? membership.paid_through;
  const switchPlan = (event: FormEvent) => {
    event.preventDefault();
    void run({ action: 'change', changes: { plan } }, (changed) =>
      changed.next_plan
        ? `Your plan switches to ${MEMBERSHIP_PLANS[changed.next_plan].name} (${planPrice(changed.next_plan)}) at your next renewal${renewalDate ? `, on ${formatCalendarDate(renewalDate)}` : ''}.`
        : `You stay on the ${MEMBERSHIP_PLANS[changed.plan].name} plan.`,
    );
  };
  const changeInstrument = (event: FormEvent) => {
    event.preventDefault();
    void run(
      { action: 'change', changes: { payment_instrument_id: Number(instrumentId) } },
      (changed) =>
        `Your membership is now charged to ${changed.instrument ? methodLabel({ ...changed.instrument, account_type: null }) : 'the method you chose'}.`,
    );
  };
  const usable = instruments ?? [];

  return (
    <Card heading="Manage">
      <p role="status" className={said?.failed ? 'form-error' : undefined}>
        {said?.text ?? ''}
      </p>
      {membership.status !== 'cancelling' ? (
        <form className="form" onSubmit={switchPlan}>
          <Select
            label="Plan from your next renewal"
            name="plan"
            value={plan}
            onChange={(event) => {
              const next = event.target.value;
              if (next === 'monthly' || next === 'annual') setPlan(next);
            }}
            hint={
              renewalDate
                ? `A new plan takes effect at your next renewal, on ${formatCalendarDate(renewalDate)}; until then you keep what you paid for.`
                : 'A new plan takes effect at your next renewal.'
            }
          >
            {membershipPlanIds.map((id) => (
              <option key={id} value={id}>
                {MEMBERSHIP_PLANS[id].name}: {planPrice(id)}
              </option>
            ))}
          </Select>
          <FormSubmit variant="secondary" busy={busy}>
            Switch plan
          </FormSubmit>
        </form>
      ) : null}
      {usable.length > 0 ? (
        <form className="form" onSubmit={changeInstrument}>
          <Select
            label="Payment method charged"
            name="payment_instrument"
            value={instrumentId}
            onChange={(event) => setInstrumentId(event.target.value)}
            hint="Renewals and retries are charged to it from now on."
          >
            {membership.instrument?.removed ? (
              <option value="" disabled>
                Choose a payment method
              </option>
            ) : null}
            {usable.map((instrument) => (
              <option key={instrument.id} value={instrument.id}>
                {instrument.nickname} ({methodLabel(instrument)})
              </option>
            ))}
          </Select>
          <FormSubmit variant="secondary" busy={busy}>
            Change payment method
          </FormSubmit>
        </form>
      ) : null}
      {membership.status === 'cancelling' ? (
        <div className="form">
          <p>
            Your membership is canceled: its benefits last until{' '}
            {membership.paid_through
              ? formatCalendarDate(membership.paid_through)
              : 'the end of the period you paid for'}
            , and nothing more is charged. Changed your mind? Undo it before then.
          </p>
          <div className="form-actions">
            <Button
              variant="primary"
              busy={busy}
              onClick={() =>
                void run(
                  { action: 'undoCancel' },
                  (changed) =>
                    `Your membership continues. Next renewal: ${changed.next_renewal ? `${formatCalendarDate(changed.next_renewal.date)}, ${formatCents(changed.next_renewal.amount_cents)}` : 'as before'}.`,
                )
              }
            >
              Undo cancellation
            </Button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <Button variant="danger" onClick={() => setConfirmingCancel(true)}>
            Cancel membership
          </Button>
        </div>
      )}
      <Dialog open={confirmingCancel} onClose={() => setConfirmingCancel(false)} title="Cancel doxoPLUS?">
        <p>
          {membership.status === 'grace'
            ? 'Your renewal was not paid, so your benefits end now.'
            : `Nothing more is charged. Your benefits last until ${membership.paid_through ? formatCalendarDate(membership.paid_through) : 'the end of the period you paid for'}, and you can undo the cancellation until then.`}
        </p>
        <div className="form-actions">
          <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
            Keep my membership
          </Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={() => {
              setConfirmingCancel(false);
              void run({ action: 'cancel' }, (changed) =>
                changed.status === 'cancelling' && changed.paid_through
                  ? `Canceled. Your benefits last until ${formatCalendarDate(changed.paid_through)}.`
                  : 'Canceled.',
              );
            }}
          >
            Cancel membership
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
