import { useData } from '../../../../../renderer/usePageContext.js';
import { PaymentReceipt } from '../../../../../src/payments/PaymentReceipt.js';
import { PageHeader } from '../../../../../src/ui/PageHeader.js';
import { SignedInOnly } from '../../../../../src/user/SignedInOnly.js';
import type { Data } from './+data.js';

export default function Page() {
  const { paymentId, payment } = useData<Data>();
  return (
    <>
      <PageHeader heading="Payment receipt" />
      <SignedInOnly
        title="Sign in to see this receipt"
        icon="receipt-text"
        purpose="The payment’s confirmation number, amount, method and delivery appear here once you are signed in."
      >
        <PaymentReceipt paymentId={paymentId} initialPayment={payment} />
      </SignedInOnly>
    </>
  );
}
