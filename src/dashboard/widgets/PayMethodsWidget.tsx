import type { PayMethodsResponse } from '../../api/contracts/insightsContract.js';
import { payMethodLabels } from '../../api/contracts/payMethods.js';
import type { WidgetChartType } from '../../api/contracts/widgetSettingsContract.js';
import { BarChart } from '../../ui/charts/BarChart.js';
import type { ChartDatum } from '../../ui/charts/chartSeries.js';
import { PieChart } from '../../ui/charts/PieChart.js';
import { formatCount, formatShare } from '../../ui/formatters.js';
import { EmptyWidget } from './EmptyWidget.js';

export function PayMethodsWidget({
  answer,
  chartType,
  caption,
}: {
  answer: PayMethodsResponse;
  chartType: WidgetChartType;
  caption: string;
}) {
  if (answer.payment_count === 0) return <EmptyWidget />;
  const fullCaption = `Share of ${formatCount(answer.payment_count)} payments, ${caption}`;
  const data: ChartDatum[] = answer.pay_methods.map((row) => ({
    key: row.pay_method,
    label: payMethodLabels[row.pay_method],
    value: row.share_of_payments,
    display: formatShare(row.share_of_payments),
  }));
  if (chartType === 'bar') return <BarChart caption={fullCaption} data={data} />;
  if (chartType === 'pie') return <PieChart caption={fullCaption} data={data} />;
  return (
    <table className="data-table">
      <caption>{fullCaption}</caption>
      <thead>
        <tr>
          <th scope="col">Pay method</th>
          <th scope="col" className="numeric">
            Payments
          </th>
          <th scope="col" className="numeric">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {answer.pay_methods.map((row) => (
          <tr key={row.pay_method}>
            <th scope="row">{payMethodLabels[row.pay_method]}</th>
            <td className="numeric">{formatCount(row.payment_count)}</td>
            <td className="numeric">{formatShare(row.share_of_payments)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
