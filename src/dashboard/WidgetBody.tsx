import type { WidgetSetting } from '../api/contracts/widgetSettingsContract.js';
import { Skeleton } from '../ui/Skeleton.js';
import type { WidgetState } from './useWidgetResult.js';
import { widgetCaption } from './widgetCaption.js';
import { BillerListingTable } from './widgets/BillerListingWidget.js';
import { MedianPayAmountWidget } from './widgets/MedianPayAmountWidget.js';
import { MostCommonBillersWidget } from './widgets/MostCommonBillersWidget.js';
import { PayMethodsWidget } from './widgets/PayMethodsWidget.js';

/** The content of a widget in each of its states (loading, needs a biller, failed, loaded). */
export function WidgetBody({
  widget,
  state,
  onRetry,
  onConfigure,
}: {
  widget: WidgetSetting;
  state: WidgetState;
  onRetry: () => void;
  onConfigure: () => void;
}) {
  switch (state.status) {
    case 'loading':
      return <Skeleton label="Loading…" lines={5} className="widget-loading" />;
    case 'needs_biller':
      return (
        <p className="widget-message">
          Choose a biller to see its listing.{' '}
          <button type="button" className="link-button" onClick={onConfigure}>
            Choose a biller
          </button>
        </p>
      );
    case 'failed':
      return state.reason === 'not_found' ? (
        <p className="widget-message">
          This widget&apos;s place or biller no longer exists.{' '}
          <button type="button" className="link-button" onClick={onConfigure}>
            Change its settings
          </button>
        </p>
      ) : (
        <p className="widget-message widget-error" role="alert">
          This widget could not load.{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            Try again
          </button>
        </p>
      );
    case 'loaded': {
      const { data } = state;
      const caption = widgetCaption(data);
      const chartType = widget.chart_type ?? 'table';
      switch (data.endpoint) {
        case 'most_common_billers':
          return <MostCommonBillersWidget answer={data.answer} chartType={chartType} caption={caption} />;
        case 'median_pay_amount':
          return <MedianPayAmountWidget answer={data.answer} caption={caption} />;
        case 'pay_methods':
          return <PayMethodsWidget answer={data.answer} chartType={chartType} caption={caption} />;
        case 'biller_listing':
          return <BillerListingTable answer={data.answer} caption={caption} />;
      }
    }
  }
}
