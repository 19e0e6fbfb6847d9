import type { MedianPayAmountResponse } from '../../api/contracts/insightsContract.js';
import { formatCents, formatCount } from '../../ui/formatters.js';
import { EmptyWidget } from './EmptyWidget.js';

/** One figure: the median of what each payer paid per payment, with what it is based on. */
export function MedianPayAmountWidget({ answer, caption }: { answer: MedianPayAmountResponse; caption: string }) {
  if (answer.median_amount_cents === null) return <EmptyWidget />;
  return (
    <div className="widget-figure">
      <p className="widget-figure-value">{formatCents(answer.median_amount_cents)}</p>
      <p className="widget-figure-caption">
        Median payment, {caption}. Based on {formatCount(answer.payment_count)} payments by{' '}
        {formatCount(answer.payer_count)} payers
        {answer.average_amount_cents === null ? '.' : `; the average is ${formatCents(answer.average_amount_cents)}.`}
      </p>
    </div>
  );
}
