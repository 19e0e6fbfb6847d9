import { usePageContext } from '../../../../renderer/usePageContext.js';
import { PaymentHistory } from '../../../../src/payments/PaymentHistory.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';

export default function Page() {
  const { apiForBrowser } = usePageContext();
  return (
    <>
      <PageHeader heading="Payment history">Every payment you made or scheduled.</PageHeader>
      <PaymentHistory apiBaseUrl={apiForBrowser?.baseUrl ?? '/api'} />
    </>
  );
}
