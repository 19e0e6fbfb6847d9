import { useData } from '../../../../../renderer/usePageContext.js';
import { insightsTitle } from '../../../../../src/insights/insightsTitle.js';
import { areas } from '../../../../../src/routing/areas.js';
import { PageHeader } from '../../../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { selection } = useData<Data>();
  return (
    <>
      <PageHeader heading={insightsTitle(null)}>{areas.billsToPay.description}</PageHeader>
      <dl className="insights-selection">
        <dt>Service group</dt>
        <dd>{selection.group?.name ?? 'All groups'}</dd>
        <dt>Service type</dt>
        <dd>{selection.type?.name ?? 'All services'}</dd>
      </dl>
    </>
  );
}
