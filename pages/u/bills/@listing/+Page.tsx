import { useData } from '../../../../renderer/usePageContext.js';
import { BillPage } from '../../../../src/bills/BillPage.js';
import type { Data } from './+data.js';

export default function Page() {
  const { listingId } = useData<Data>();
  return <BillPage listingId={listingId} />;
}
