import { useData, usePageContext } from '../../../../renderer/usePageContext.js';
import { AutopaySettings } from '../../../../src/bills/AutopaySettings.js';
import { BillPage } from '../../../../src/bills/BillPage.js';
import { PaymentHistory } from '../../../../src/payments/PaymentHistory.js';
import { SignedInOnly } from '../../../../src/user/SignedInOnly.js';
import type { Data } from './+data.js';

export default function Page() {
  const { listingId, payments, autopay } = useData<Data>();
  const { apiForBrowser } = usePageContext();
  return (
    <SignedInOnly
      heading="Bill"
      title="Sign in to see this bill"
      icon="receipt-text"
      purpose="Your bill’s statement, settings and payments appear here once you are signed in."
    >
      <BillPage
        listingId={listingId}
        autopay={
          autopay ? (
            <AutopaySettings listingId={listingId} initialRule={autopay.rule} instruments={autopay.instruments} />
          ) : null
        }
        payments={
          <PaymentHistory apiBaseUrl={apiForBrowser?.baseUrl ?? '/api'} listingId={listingId} firstPage={payments} />
        }
      />
    </SignedInOnly>
  );
}
