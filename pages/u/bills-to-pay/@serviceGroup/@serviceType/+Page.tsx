import { usePageContext } from '../../../../../renderer/usePageContext.js';
import { insightsTitle } from '../../../../../src/insights/insightsTitle.js';
import { areas } from '../../../../../src/routing/areas.js';
import { PageHeader } from '../../../../../src/ui/PageHeader.js';

export default function Page() {
  const { routeParams } = usePageContext();
  return (
    <>
      <PageHeader heading={insightsTitle(null)}>{areas.billsToPay.description}</PageHeader>
      <dl className="insights-selection">
        <dt>Service group</dt>
        <dd>{routeParams.serviceGroup}</dd>
        <dt>Service type</dt>
        <dd>{routeParams.serviceType}</dd>
      </dl>
    </>
  );
}
