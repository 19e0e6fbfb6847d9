import { useData } from '../../renderer/usePageContext.js';
import { SupportPage } from '../../src/website/SupportPage.js';
import type { Data } from './+data.js';

export default function Page() {
  return <SupportPage renderedQuery={useData<Data>().query} />;
}
