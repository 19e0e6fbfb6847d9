import { Dashboard } from '../../../../../src/dashboard/Dashboard.js';
import { formatCount } from '../../../../../src/ui/formatters.js';
import { useData, usePageContext } from '../../../../../renderer/usePageContext.js';
import { LazyPayBillPanel } from '../../../../../src/insights/lazyPayBillPanel.js';
import { InsightsFilters } from '../../../../../src/insights/InsightsFilters.js';
import { insightsTitle } from '../../../../../src/insights/insightsTitle.js';
import { MostCommonBillersTable } from '../../../../../src/insights/MostCommonBillersTable.js';
import { LazyNotEnoughData, showsNotEnoughData } from '../../../../../src/insights/lazyNotEnoughData.js';
import { placeName } from '../../../../../src/insights/placeName.js';
import { payBillerHere } from '../../../../../src/insights/transientParameters.js';
import { useDefaultInsightsLocation } from '../../../../../src/insights/useDefaultInsightsLocation.js';
import { areas } from '../../../../../src/routing/areas.js';
import { PageHeader } from '../../../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const data = useData<Data>();
  const { selection, hierarchy, mostCommonBillers, scope, widgetResults } = data;
  const { urlParsed, isBackwardNavigation } = usePageContext();
  useDefaultInsightsLocation(hierarchy);
  const place = hierarchy ? placeName(mostCommonBillers.location) : null;
  const scopeName = selection.type?.name ?? selection.group?.name ?? 'All services';
  return (
    <>
      <PageHeader heading={insightsTitle(place)}>{areas.billsToPay.description}</PageHeader>
      <LazyPayBillPanel search={urlParsed.searchOriginal ?? ''} arrivedBack={isBackwardNavigation === true} />
      <InsightsFilters selection={selection} hierarchy={hierarchy} place={place} />
      <dl className="insights-selection">
        <div>
          <dt>Service group</dt>
          <dd>{selection.group?.name ?? 'All groups'}</dd>
        </div>
        <div>
          <dt>Service type</dt>
          <dd>{selection.type?.name ?? 'All services'}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{place ?? 'All states'}</dd>
        </div>
      </dl>
      {!showsNotEnoughData(data) || !hierarchy ? (
        <MostCommonBillersTable
          insight={mostCommonBillers}
          payHref={(slug) => payBillerHere(urlParsed.pathname, urlParsed.searchOriginal, slug)}
          caption={`${scopeName} in ${place ?? 'the USA'}, last 12 months: ${formatCount(mostCommonBillers.total_payers)} payers`}
        />
      ) : (
        <LazyNotEnoughData
          place={place ?? 'this place'}
          hierarchy={hierarchy}
          serviceGroup={selection.canonical.group}
          serviceType={selection.canonical.type}
        />
      )}
      <Dashboard
        scope={scope}
        pageResults={widgetResults}
        suggestedBiller={mostCommonBillers.billers[0]?.biller.slug ?? null}
      />
    </>
  );
}
