import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'vike/client/router';
import { useIdempotentSubmit } from '../api/useIdempotentSubmit.js';
import { methodLabel } from '../payments/methodLabel.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { LinkButton } from '../ui/LinkButton.js';
import { Skeleton } from '../ui/Skeleton.js';
import { SignedInOnly } from '../user/SignedInOnly.js';
import { ChoosePaymentMethod } from '../wallet/ChoosePaymentMethod.js';
import { selectPaymentInstruments } from '../wallet/walletSlice.js';
import { enrollmentSteps, enrollmentStepTitles, readEnrollmentFlow, type EnrollmentFlow } from './enrollmentSteps.js';
import { planPrice } from './membershipDisplay.js';
import { MEMBERSHIP_PLANS, membershipPlanIds, type MembershipPlanId } from './membershipPlans.js';
import {
  enroll,
  enrollmentStarted,
  loadEnrollmentQuote,
  selectEnrollment,
  selectMembership,
} from './membershipSlice.js';
import { useMembershipData } from './useMembershipData.js';

function go(url: string) {
  void navigate(url, { keepScrollPosition: true });
}

/** "Step n of 3: …" as the heading, focused on each step so keyboard and screen readers follow. */
function StepFrame({ flow, children }: { flow: EnrollmentFlow; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The first screen keeps the page's own focus; each step after it takes the focus.
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [flow.step]);
  return (
    <section className="card form" aria-labelledby="enroll-step-heading">
      <h2 id="enroll-step-heading" ref={headingRef} tabIndex={-1} className="card__title">
        Step {enrollmentSteps.indexOf(flow.step) + 1} of {enrollmentSteps.length}: {enrollmentStepTitles[flow.step]}
      </h2>
      {children}
    </section>
  );
}

function PlanStep({ chosen }: { chosen: MembershipPlanId | null }) {
  const [plan, setPlan] = useState<MembershipPlanId>(chosen ?? 'annual');
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        go(paths.doxoPlusEnroll({ plan }));
      }}
    >
      <fieldset className="plan-choice">
        <legend>Plan</legend>
        {membershipPlanIds.map((id) => (
          <label key={id} className="plan-choice__option">
            <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => setPlan(id)} />
            <span>
              <strong>{MEMBERSHIP_PLANS[id].name}</strong>: {planPrice(id)}
            </span>
          </label>
        ))}
      </fieldset>
      <FormSubmit variant="primary">Continue</FormSubmit>
    </form>
  );
}

function InstrumentStep({ plan }: { plan: MembershipPlanId }) {
  const instruments = useAppSelector(selectPaymentInstruments);
  if (instruments === null) return <Skeleton label="Loading your payment methods" />;
  return (
    <ChoosePaymentMethod
      instruments={instruments}
      label="Charge my membership to"
      hint="Renewals are charged to it too; you can change it later in Manage."
      describe={(instrument) => `${instrument.nickname} (${methodLabel(instrument)})`}
      onNext={(id) => go(paths.doxoPlusEnroll({ plan, payment_instrument: id }))}
      onAdded={(instrument) => go(paths.doxoPlusEnroll({ plan, payment_instrument: instrument.id }))}
    />
  );
}

function ReviewStep({ plan, instrumentId }: { plan: MembershipPlanId; instrumentId: number }) {
  const dispatch = useAppDispatch();
  const instruments = useAppSelector(selectPaymentInstruments);
  const { quote, failure } = useAppSelector(selectEnrollment);
  const { busy, submit } = useIdempotentSubmit();
  useEffect(() => {
    void dispatch(loadEnrollmentQuote(plan));
  }, [dispatch, plan]);
  const instrument = instruments?.find((item) => item.id === instrumentId);
  if (instruments !== null && !instrument) {
    return (
      <div>
        <p>That payment method is not in your wallet. Choose another one.</p>
        <LinkButton href={paths.doxoPlusEnroll({ plan })} variant="secondary">
          Choose a payment method
        </LinkButton>
      </div>
    );
  }
  if (!quote || quote.plan !== plan || !instrument) return <Skeleton label="Loading the price" />;
  const { per } = MEMBERSHIP_PLANS[plan];
  const price = formatCents(quote.amount_cents);
  const onEnroll = async () => {
    const request = { plan, payment_instrument_id: instrumentId };
    const result = await submit(
      request,
      (idempotencyKey) => dispatch(enroll({ request, idempotencyKey })),
      enroll.fulfilled.match,
    );
    // The membership page, with the segment and every screen following the membership.
    if (enroll.fulfilled.match(result)) go(paths.doxoPlus());
  };
  return (
    <div className="form">
      <dl className="bill-statement">
        <dt>Plan</dt>
        <dd>
          {MEMBERSHIP_PLANS[plan].name}, {planPrice(plan)}
        </dd>
        <dt>Charged today</dt>
        <dd>
          <span className="amount">{price}</span> on {formatCalendarDate(quote.first_charge_date)}
        </dd>
        <dt>Charged to</dt>
        <dd>
          {instrument.nickname} ({methodLabel(instrument)})
        </dd>
        <dt>Renews</dt>
        <dd>{formatCalendarDate(quote.renews_on)}</dd>
      </dl>
      <p>
        You pay {price} today. Your membership then renews every {per} on the same day, starting{' '}
        {formatCalendarDate(quote.renews_on)}, at {price} a {per}, charged to {methodLabel(instrument)}, until you
        cancel. Cancel anytime from the doxoPLUS page: your benefits last to the end of the period you paid for. If a
        renewal is declined, you keep your benefits for 7 days while we try again.
      </p>
      {failure ? (
        <p className="form-error" role="alert">
          {failure.message || 'Something went wrong. Please try again.'}
          {failure.code === 'already_member' ? (
            <>
              {' '}
              <a href={paths.doxoPlus()}>See your membership</a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="form-actions">
        <Button variant="primary" icon="sparkles" busy={busy} onClick={() => void onEnroll()}>
          Enroll for {price}
        </Button>
      </div>
    </div>
  );
}

/**
 * `/u/doxoplus/enroll`: plan → payment method → review → enroll, each step in the URL. Behind the
 * shared gate: a signed-out visitor signs in through the container on the same address, so the
 * step in the URL is where they come back to (docs/product.md#signed-out-visitors).
 */
export function EnrollFlow({ search }: { search: string }) {
  return (
    <SignedInOnly
      title="Sign in to enroll"
      icon="sparkles"
      purpose="Enrollment uses the payment methods in your wallet. You will come back to this step."
    >
      <EnrollSteps search={search} />
    </SignedInOnly>
  );
}

function EnrollSteps({ search }: { search: string }) {
  const dispatch = useAppDispatch();
  useMembershipData();
  const membership = useAppSelector(selectMembership);
  const { enrolled } = useAppSelector(selectEnrollment);
  const flow = readEnrollmentFlow(new URLSearchParams(search));
  useEffect(() => {
    if (flow.step === 'plan') dispatch(enrollmentStarted());
  }, [dispatch, flow.step]);
  if (membership?.is_member && !enrolled) {
    return (
      <Card heading="You are already a member">
        <p>Your doxoPLUS membership is {membership.status === 'grace' ? 'in its grace period' : 'on'}.</p>
        <LinkButton href={paths.doxoPlus()} variant="secondary">
          See your membership
        </LinkButton>
      </Card>
    );
  }
  return (
    <StepFrame flow={flow}>
      {flow.step === 'plan' ? <PlanStep chosen={flow.plan} /> : null}
      {flow.step === 'instrument' && flow.plan ? <InstrumentStep plan={flow.plan} /> : null}
      {flow.step === 'review' && flow.plan && flow.instrumentId !== null ? (
        <ReviewStep plan={flow.plan} instrumentId={flow.instrumentId} />
      ) : null}
    </StepFrame>
  );
}
