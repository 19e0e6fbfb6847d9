import type { Membership } from '../api/contracts/membershipContract.js';
import { paths } from '../routing/paths.js';
import { Card } from '../ui/Card.js';
import { formatCalendarDate } from '../ui/formatters.js';
import { Icon } from '../ui/icons/Icon.js';
import { LinkButton } from '../ui/LinkButton.js';
import { memberBenefits, planPrice } from './membershipDisplay.js';
import { MEMBERSHIP_PLANS, membershipPlanIds } from './membershipPlans.js';

/**
 * What doxoPLUS includes and costs, for everyone who is not a member now: signed out, never
 * enrolled, lapsed or canceled (the last two are told when theirs ended).
 */
export function MembershipOffer({ previous }: { previous: Membership | null }) {
  const monthlyYear = MEMBERSHIP_PLANS.monthly.priceCents * 12;
  const annual = MEMBERSHIP_PLANS.annual.priceCents;
  return (
    <>
      {previous && previous.status === 'lapsed' ? (
        <Card heading="Your membership lapsed">
          <p>
            Your last renewal could not be charged, so your membership ended
            {previous.paid_through ? ` (paid through ${formatCalendarDate(previous.paid_through)})` : ''}. Join again to
            get its benefits back.
          </p>
        </Card>
      ) : null}
      {previous && previous.status === 'canceled' ? (
        <Card heading="Your membership ended">
          <p>You canceled it; its benefits lasted to the end of the period you paid for.</p>
        </Card>
      ) : null}
      <Card heading="What doxoPLUS includes">
        <ul className="feature-list">
          {memberBenefits.map((benefit) => (
            <li key={benefit.name}>
              <Icon name={benefit.icon} />
              <span>
                <strong>{benefit.name}</strong>: {benefit.detail}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card heading="What it costs">
        <ul className="plan-list">
          {membershipPlanIds.map((plan) => (
            <li key={plan} className="plan-list__item">
              <strong>{MEMBERSHIP_PLANS[plan].name}</strong>
              <span className="amount">{planPrice(plan)}</span>
              {plan === 'annual' ? (
                <span className="field-hint">
                  Saves {Math.round(((monthlyYear - annual) / monthlyYear) * 100)} % against paying monthly
                </span>
              ) : (
                <span className="field-hint">Cancel anytime</span>
              )}
            </li>
          ))}
        </ul>
        <p>
          Charged today to a payment method from your wallet, then at the start of each period until you cancel. Cancel
          anytime: the benefits last to the end of the period you paid for.
        </p>
        <LinkButton href={paths.doxoPlusEnroll()} icon="sparkles">
          {previous ? 'Join doxoPLUS again' : 'Join doxoPLUS'}
        </LinkButton>
      </Card>
    </>
  );
}
