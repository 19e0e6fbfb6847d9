import { BillsList } from '../../../src/listings/BillsList.js';
import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { SignedInArea } from '../../../src/user/SignedInArea.js';

export default function Page() {
  return (
    <SignedInArea
      area={areas.bills}
      title="Sign in to see your bills"
      icon="receipt-text"
      purpose="Your bills, due dates and payments appear here once you are signed in."
    >
      <p className="bills-history-link">
        <a href={paths.paymentHistory()}>Payment history</a>: every payment you made or scheduled, with a CSV download.
      </p>
      <BillsList />
    </SignedInArea>
  );
}
