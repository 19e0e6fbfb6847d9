import { BillsList } from '../../../src/listings/BillsList.js';
import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
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
        <p className="bills-history-link">
          <a href={paths.paymentHistory()}>Payment history</a>: every payment you made or scheduled,
          with a CSV download.
        </p>
        <BillsList />
      </SignedInOnly>
    </>
  );
}
