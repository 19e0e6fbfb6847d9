import type { BillComparison, ComparisonLevel, SavingsResponse } from '../api/contracts/savingsContract.js';
import { toUrlHierarchy } from '../insights/locationHierarchy.js';
import { paths } from '../routing/paths.js';
import { Badge } from '../ui/Badge.js';
import { Card } from '../ui/Card.js';
import { DataTable } from '../ui/DataTable.js';
import { formatCents, formatQuantity } from '../ui/formatters.js';

/** Which level a median was taken at, in words (docs/product.md#savings says why it falls back). */
const levelWords: Record<ComparisonLevel, string> = {
  county: 'your county',
  cbsa: 'your metro area',
  state: 'your state',
  country: 'nationwide',
};

function AreaMedian({ bill }: { bill: BillComparison }) {
  if (bill.area_median_cents === null || !bill.place) {
    return <span className="savings__none">Too few payers nearby to compare</span>;
  }
  return (
    <span>
      {formatCents(bill.area_median_cents)}{' '}
      <span className="savings__place">
        in {bill.place.name} ({levelWords[bill.place.level]})
      </span>
    </span>
  );
}

function CompareLink({ bill }: { bill: BillComparison }) {
  // Every cell holds something: a stacked row on a phone pairs each label with its value.
  if (!bill.place || bill.yearly_savings_cents === 0) return <span>—</span>;
  const href = paths.insights(
    bill.service_type.group_slug,
    bill.service_type.slug,
    toUrlHierarchy(bill.place.hierarchy),
  );
  return (
    <a href={href}>
      Most common {bill.service_type.name} billers in {bill.place.name}
    </a>
  );
}

/**
 * Savings (docs/product.md#savings): the potential yearly savings in all, then each recurring
 * bill against the median for its service type around the member, saying where the median was
 * taken, with the most common billers of that type there.
 */
export function SavingsView({ savings, headingLevel = 2 }: { savings: SavingsResponse; headingLevel?: 2 | 3 }) {
  const overpaying = savings.bills.filter((bill) => bill.yearly_savings_cents > 0);
  return (
    <div className="savings">
      <Card heading="Potential savings" headingLevel={headingLevel}>
        <p className="savings__total">
          <span className="savings__total-amount">{formatCents(savings.total_yearly_savings_cents)}</span> a year
        </p>
        <p>
          {overpaying.length === 0
            ? 'You pay the median or less for every bill we could compare. Nice.'
            : `You pay more than the median for ${formatQuantity(overpaying.length, { one: 'bill', other: 'bills' })}. Paying the median would save this much in a year.`}
        </p>
      </Card>
      <Card heading="Your bills against the median" headingLevel={headingLevel}>
        {savings.bills.length === 0 ? (
          <p>No recurring bills yet: a bill paid at least twice in the last 12 months shows here.</p>
        ) : (
          <DataTable
            caption="What you pay each time, against what payers around you pay"
            className="savings-table"
            rowKey={(bill) => String(bill.listing_id)}
            rows={savings.bills}
            columns={[
              {
                key: 'bill',
                header: 'Bill',
                rowHeader: true,
                cell: (bill) => (
                  <span className="savings__bill">
                    {bill.nickname ?? bill.biller_name}
                    <span className="result-detail">
                      {bill.nickname ? `${bill.biller_name} · ` : ''}
                      {bill.service_type.name}, paid{' '}
                      {formatQuantity(bill.payments_per_year, { one: 'time', other: 'times' })} a year
                    </span>
                  </span>
                ),
              },
              { key: 'yours', header: 'You pay', numeric: true, cell: (bill) => formatCents(bill.your_payment_cents) },
              { key: 'median', header: 'Median', cell: (bill) => <AreaMedian bill={bill} /> },
              {
                key: 'savings',
                header: 'Yearly savings',
                numeric: true,
                cell: (bill) =>
                  bill.yearly_savings_cents > 0 ? (
                    <Badge tone="warning">{formatCents(bill.yearly_savings_cents)}</Badge>
                  ) : (
                    <span>—</span>
                  ),
              },
              { key: 'compare', header: 'Compare billers', cell: (bill) => <CompareLink bill={bill} /> },
            ]}
          />
        )}
        {savings.not_recurring > 0 ? (
          <p className="savings__note">
            {formatQuantity(savings.not_recurring, { one: 'bill is', other: 'bills are' })} left out: paid fewer than
            twice in the last 12 months.
          </p>
        ) : null}
      </Card>
    </div>
  );
}
