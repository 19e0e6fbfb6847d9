import { useData, usePageContext } from '../../../../renderer/usePageContext.js';
import { PaymentHistory } from '../../../../src/payments/PaymentHistory.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { apiForBrowser } = usePageContext();
  const { firstPage } = useData<Data>();
  return (
    <>
      <PageHeader heading="Payment history">Every payment you made or scheduled.</PageHeader>
      <PaymentHistory
        apiBaseUrl={apiForBrowser?.baseUrl ?? '/api'}
        firstPage={firstPage}
        heading="All payments"
      />
    </>
  );
}
