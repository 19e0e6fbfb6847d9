import { useData } from '../../../../../renderer/usePageContext.js';
import { PaymentReceipt } from '../../../../../src/payments/PaymentReceipt.js';
import { PageHeader } from '../../../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { paymentId, payment } = useData<Data>();
  return (
    <>
      <PageHeader heading="Payment receipt" />
      <PaymentReceipt paymentId={paymentId} initialPayment={payment} />
    </>
  );
}
