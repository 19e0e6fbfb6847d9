import { render } from 'vike/abort';
import { usePageContext } from '../../../../../renderer/usePageContext.js';
import { PaymentReceipt } from '../../../../../src/payments/PaymentReceipt.js';
import { PageHeader } from '../../../../../src/ui/PageHeader.js';

export default function Page() {
  const { routeParams } = usePageContext();
  const id = routeParams.payment ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) throw render(404);
  return (
    <>
      <PageHeader heading="Payment receipt" />
      <PaymentReceipt paymentId={Number(id)} />
    </>
  );
}
