import { useData, usePageContext } from '../../../../renderer/usePageContext.js';
import { BillPage } from '../../../../src/bills/BillPage.js';
import { PaymentHistory } from '../../../../src/payments/PaymentHistory.js';
import type { Data } from './+data.js';

export default function Page() {
  const { listingId, payments } = useData<Data>();
  const { apiForBrowser } = usePageContext();
  return (
    <BillPage
      listingId={listingId}
      payments={
        <PaymentHistory
          apiBaseUrl={apiForBrowser?.baseUrl ?? '/api'}
          listingId={listingId}
          firstPage={payments}
        />
      }
    />
  );
}
