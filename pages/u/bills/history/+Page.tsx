import { useData, usePageContext } from '../../../../renderer/usePageContext.js';
import { PaymentHistory } from '../../../../src/payments/PaymentHistory.js';
import { areas } from '../../../../src/routing/areas.js';
import { AreaHeader } from '../../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { apiForBrowser } = usePageContext();
  const { firstPage } = useData<Data>();
  return (
    <>
      <AreaHeader area={areas.paymentHistory} />
      <PaymentHistory
        apiBaseUrl={apiForBrowser?.baseUrl ?? '/api'}
        firstPage={firstPage}
        heading="All payments"
      />
    </>
  );
}
