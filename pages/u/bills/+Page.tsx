import { BillsList } from '../../../src/listings/BillsList.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.bills} />
      <BillsList />
    </>
  );
}
