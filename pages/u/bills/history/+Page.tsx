import { useData, usePageContext } from '../../../../renderer/usePageContext.js';
import { PaymentHistory } from '../../../../src/payments/PaymentHistory.js';
import { areas } from '../../../../src/routing/areas.js';
import { SignedInArea } from '../../../../src/user/SignedInArea.js';
import type { Data } from './+data.js';

export default function Page() {
  const { apiForBrowser } = usePageContext();
  const { firstPage } = useData<Data>();
  return (
    <SignedInArea
      area={areas.paymentHistory}
      title="Sign in to see your payments"
      icon="receipt-text"
      purpose="Every payment you made or scheduled, with its status and receipt, appears here once you are signed in."
    >
      <PaymentHistory apiBaseUrl={apiForBrowser?.baseUrl ?? '/api'} firstPage={firstPage} heading="All payments" />
    </SignedInArea>
  );
}
