import { useData } from '../../renderer/usePageContext.js';
import { InsightsLandingPage } from '../../src/website/InsightsLandingPage.js';
import type { Data } from './+data.js';

export default function Page() {
  const { serviceTypeGroups, serviceTypes } = useData<Data>();
  return <InsightsLandingPage serviceTypeGroups={serviceTypeGroups} serviceTypes={serviceTypes} />;
}
