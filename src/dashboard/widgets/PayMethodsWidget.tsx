import type { PayMethodsResponse } from '../../api/contracts/insightsContract.js';
import { payMethodLabels } from '../../api/contracts/payMethods.js';
import type { WidgetChartType } from '../../api/contracts/widgetSettingsContract.js';
import { BarChart } from '../../ui/charts/BarChart.js';
import type { ChartDatum } from '../../ui/charts/chartSeries.js';
import { PieChart } from '../../ui/charts/PieChart.js';
import { formatCount, formatShare } from '../../ui/formatters.js';
import { DataTable } from '../../ui/DataTable.js';
import { EmptyWidget } from './EmptyWidget.js';

type PayMethodRow = PayMethodsResponse['pay_methods'][number];

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
    <DataTable<PayMethodRow>
      caption={fullCaption}
      rows={answer.pay_methods}
      rowKey={(row) => row.pay_method}
      columns={[
        { key: 'method', header: 'Pay method', rowHeader: true, cell: (row) => payMethodLabels[row.pay_method] },
        { key: 'payments', header: 'Payments', numeric: true, cell: (row) => formatCount(row.payment_count) },
        { key: 'share', header: 'Share', numeric: true, cell: (row) => formatShare(row.share_of_payments) },
      ]}
    />
  );
}
