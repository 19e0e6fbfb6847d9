import { BillsList } from '../../../src/listings/BillsList.js';
import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.bills} />
      <p className="bills-history-link">
        <a href={paths.paymentHistory()}>Payment history</a>: every payment you made or scheduled,
        with a CSV download.
      </p>
      <BillsList />
    </>
  );
}
