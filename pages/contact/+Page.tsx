import { useData, usePageContext } from '../../renderer/usePageContext.js';
import { ContactPage } from '../../src/website/ContactPage.js';
import type { Data } from './+data.js';

export default function Page() {
  const { apiForBrowser } = usePageContext();
  return <ContactPage apiBaseUrl={apiForBrowser?.baseUrl ?? '/api'} outcome={useData<Data>().outcome} />;
}
