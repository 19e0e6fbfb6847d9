import type { CreditFactor, CreditScoreResponse } from '../api/contracts/creditScoreContract.js';
import { Badge, type BadgeTone } from '../ui/Badge.js';
import { Card } from '../ui/Card.js';
import { LineChart } from '../ui/charts/LineChart.js';
import { DataTable } from '../ui/DataTable.js';
import { formatCalendarDate, formatCents, formatQuantity } from '../ui/formatters.js';
import { MAX_CREDIT_SCORE, MIN_CREDIT_SCORE } from './creditScoreRules.js';

const ratingTone: Record<CreditFactor['rating'], BadgeTone> = {
  Excellent: 'success',
  Good: 'info',
  Fair: 'warning',
  'Needs work': 'danger',
};

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function monthDate(month: string): Date {
  return new Date(`${month}-01T00:00:00Z`);
}

/** The chart's value axis: the scores' range padded to tens, inside 300–850. */
function scoreDomain(scores: readonly number[]): [number, number] {
  const low = Math.max(MIN_CREDIT_SCORE, Math.floor((Math.min(...scores) - 10) / 10) * 10);
  const high = Math.min(MAX_CREDIT_SCORE, Math.ceil((Math.max(...scores) + 10) / 10) * 10);
  return [low, high];
}

/**
 * A credit report (docs/product.md#credit-score): the score and its band, the last 12 months as
 * a chart drawn on the server (with the figures in a table), the five factors rated with advice,
 * and the bills paid through doxo that count as on-time payment history.
 */
export function CreditScoreView({ report, headingLevel = 2 }: { report: CreditScoreResponse; headingLevel?: 2 | 3 }) {
  const first = report.history[0];
  const last = report.history.at(-1);
  const range =
    first && last
      ? `${monthYearFormat.format(monthDate(first.month))} to ${monthYearFormat.format(monthDate(last.month))}`
      : '';
  const summary =
    first && last
      ? `Credit score from ${first.score} in ${monthYearFormat.format(monthDate(first.month))} to ${last.score} in ${monthYearFormat.format(monthDate(last.month))}`
      : 'Credit score history';
  return (
    <div className="credit-score">
      <Card heading="Your score" headingLevel={headingLevel}>
        <p className="credit-score__figure">
          <span className="credit-score__number">{report.score}</span>
          <span className="credit-score__band">{report.band}</span>
        </p>
        <p className="credit-score__scale">
          On a scale of {MIN_CREDIT_SCORE} to {MAX_CREDIT_SCORE}, as of {formatCalendarDate(report.as_of)}.
        </p>
      </Card>
      <Card heading="The last 12 months" headingLevel={headingLevel}>
        <LineChart
          caption={`Your score each month, ${range}`}
          summary={summary}
          domain={scoreDomain(report.history.map((entry) => entry.score))}
          data={report.history.map((entry) => ({
            key: entry.month,
            label: monthFormat.format(monthDate(entry.month)),
            value: entry.score,
          }))}
        />
        <details className="credit-score__months">
          <summary>Scores by month</summary>
          <DataTable
            caption="Your score each month"
            rowKey={(entry) => entry.month}
            rows={report.history}
            columns={[
              {
                key: 'month',
                header: 'Month',
                rowHeader: true,
                cell: (entry) => monthYearFormat.format(monthDate(entry.month)),
              },
              { key: 'score', header: 'Score', numeric: true, cell: (entry) => entry.score },
            ]}
          />
        </details>
      </Card>
      <Card heading="What shapes your score" headingLevel={headingLevel}>
        <ul className="credit-factors">
          {report.factors.map((factor) => (
            <li key={factor.id} className="credit-factor">
              <div className="credit-factor__head">
                <span className="credit-factor__name">{factor.name}</span>
                <Badge tone={ratingTone[factor.rating]}>{factor.rating}</Badge>
              </div>
              <p className="credit-factor__value">{factor.value}</p>
              <p className="credit-factor__advice">{factor.advice}</p>
            </li>
          ))}
        </ul>
      </Card>
      <Card heading="Bills paid on time through doxo" headingLevel={headingLevel}>
        <p>
          {report.on_time_payments.count === 0
            ? 'Bills you pay through doxo count as on-time payments in your payment history. Pay a bill to start.'
            : `${formatQuantity(report.on_time_payments.count, { one: 'bill', other: 'bills' })} paid through doxo in the last 12 months count as on-time payments in your payment history.`}
        </p>
        {report.on_time_payments.recent.length > 0 ? (
          <DataTable
            caption="The most recent"
            rowKey={(payment) => String(payment.id)}
            rows={report.on_time_payments.recent}
            columns={[
              { key: 'biller', header: 'Biller', rowHeader: true, cell: (payment) => payment.biller_name },
              { key: 'paid', header: 'Paid on', cell: (payment) => formatCalendarDate(payment.paid_on) },
              { key: 'amount', header: 'Amount', numeric: true, cell: (payment) => formatCents(payment.amount_cents) },
            ]}
          />
        ) : null}
      </Card>
    </div>
  );
}
