import type { MostCommonBillersResponse } from '../../api/contracts/insightsContract.js';
import type { WidgetChartType } from '../../api/contracts/widgetSettingsContract.js';
import { MostCommonBillersTable } from '../../insights/MostCommonBillersTable.js';
import { paths } from '../../routing/paths.js';
import { BarChart } from '../../ui/charts/BarChart.js';
import { formatCount, formatShare } from '../../ui/formatters.js';
import { EmptyWidget } from './EmptyWidget.js';

export function MostCommonBillersWidget({
  answer,
  chartType,
  caption,
}: {
  answer: MostCommonBillersResponse;
  chartType: WidgetChartType;
  caption: string;
}) {
  if (answer.billers.length === 0) return <EmptyWidget />;
  const fullCaption = `${caption}: ${formatCount(answer.total_payers)} payers`;
  if (chartType !== 'bar') {
    return <MostCommonBillersTable insight={answer} caption={fullCaption} />;
  }
  return (
    <BarChart
      caption={`Share of payers, ${fullCaption}`}
      data={answer.billers.map((row) => ({
        key: `${row.biller.id}-${row.service_type.id}`,
        label: <a href={paths.biller(row.biller.slug)}>{row.biller.name}</a>,
        value: row.share_of_payers,
        display: formatShare(row.share_of_payers),
      }))}
    />
  );
}
