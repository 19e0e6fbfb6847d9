import { BillsList } from '../../../src/listings/BillsList.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import { SignedInOnly } from '../../../src/user/SignedInOnly.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.bills} />
      <SignedInOnly
        title="Sign in to see your bills"
        icon="receipt-text"
        purpose="Your bills, due dates and payments appear here once you are signed in."
      >
        <BillsList />
      </SignedInOnly>
    </>
  );
}
