import type { Membership, MembershipCharge } from '../api/contracts/membershipContract.js';
import { methodLabel } from '../payments/methodLabel.js';
import { Badge } from '../ui/Badge.js';
import { Card } from '../ui/Card.js';
import { DataTable, type Column } from '../ui/DataTable.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { Icon } from '../ui/icons/Icon.js';
import { ManageMembership } from './ManageMembership.js';
import { memberBenefits, membershipStatusLabels, planPrice } from './membershipDisplay.js';
import { MEMBERSHIP_PLANS } from './membershipPlans.js';

function chargedTo(membership: Membership): string {
  const { instrument } = membership;
  if (!instrument) return 'No payment method';
  const label = methodLabel({ ...instrument, account_type: null });
  return instrument.removed ? `${label} (removed from your wallet)` : label;
}

/** One charge's receipt, opened in place: what was paid, for which period, from what. */
function ChargeReceipt({ charge }: { charge: MembershipCharge }) {
  return (
    <details className="membership-receipt">
      <summary>
        {charge.succeeded ? 'Receipt' : 'Details'} {charge.receipt_number}
      </summary>
      <dl className="bill-statement">
        <dt>Reference</dt>
        <dd>{charge.receipt_number}</dd>
        <dt>doxoPLUS plan</dt>
        <dd>{MEMBERSHIP_PLANS[charge.plan].name}</dd>
        <dt>Period</dt>
        <dd>
          {formatCalendarDate(charge.period_start)} to {formatCalendarDate(charge.period_end)}
        </dd>
        <dt>Amount</dt>
        <dd className="amount">{formatCents(charge.amount_cents)}</dd>
        <dt>Charged to</dt>
        <dd>
          {methodLabel({
            kind: charge.method_kind,
            brand: null,
            account_type: null,
            last4: charge.instrument_last4,
          })}
        </dd>
        <dt>Result</dt>
        <dd>{charge.succeeded ? 'Paid' : `Declined: ${charge.decline_reason ?? ''}`}</dd>
      </dl>
    </details>
  );
}

const historyColumns: readonly Column<MembershipCharge>[] = [
  { key: 'date', header: 'Date', rowHeader: true, cell: (charge) => formatCalendarDate(charge.at) },
  { key: 'amount', header: 'Amount', numeric: true, cell: (charge) => formatCents(charge.amount_cents) },
  {
    key: 'result',
    header: 'Result',
    cell: (charge) => (charge.succeeded ? <Badge tone="success">Paid</Badge> : <Badge tone="danger">Declined</Badge>),
  },
  { key: 'receipt', header: 'Receipt', cell: (charge) => <ChargeReceipt charge={charge} /> },
];

/** A member's page: plan, status, renewal, the method charged, billing history and Manage. */
export function MembershipOverview({ membership }: { membership: Membership }) {
  const status = membershipStatusLabels[membership.status];
  const { next_renewal: renewal, grace } = membership;
  return (
    <>
      <Card heading="Your membership">
        <dl className="profile-facts">
          <div>
            <dt>Plan</dt>
            <dd>
              {MEMBERSHIP_PLANS[membership.plan].name}, {planPrice(membership.plan)}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <Badge tone={status.tone}>{status.label}</Badge>
            </dd>
          </div>
          {renewal ? (
            <div>
              <dt>{grace ? 'Next try' : 'Next renewal'}</dt>
              <dd>
                {formatCalendarDate(renewal.date)}: {formatCents(renewal.amount_cents)}
                {renewal.plan !== membership.plan ? ` (${MEMBERSHIP_PLANS[renewal.plan].name})` : ''}
              </dd>
            </div>
          ) : null}
          {membership.status === 'cancelling' && membership.paid_through ? (
            <div>
              <dt>Benefits end</dt>
              <dd>{formatCalendarDate(membership.paid_through)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Charged to</dt>
            <dd>{chargedTo(membership)}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatCalendarDate(membership.member_since)}</dd>
          </div>
        </dl>
        {grace ? (
          <p className="form-error" role="note">
            Your renewal on {formatCalendarDate(grace.started_on)} was declined
            {grace.decline_reason ? `: ${grace.decline_reason}` : '.'} Your benefits continue while we try again
            {grace.next_retry_on ? ` on ${formatCalendarDate(grace.next_retry_on)}` : ''}; if it is still declined on{' '}
            {formatCalendarDate(grace.lapses_on)}, your membership lapses. Choose another payment method below.
          </p>
        ) : null}
        <ul className="feature-list">
          {memberBenefits.map((benefit) => (
            <li key={benefit.name}>
              <Icon name={benefit.icon} />
              <span>{benefit.name}</span>
            </li>
          ))}
        </ul>
      </Card>
      <ManageMembership membership={membership} />
      <Card heading="Billing history">
        <DataTable
          caption="Every charge of your membership, newest first"
          columns={historyColumns}
          rows={membership.charges}
          rowKey={(charge) => String(charge.id)}
        />
      </Card>
    </>
  );
}
