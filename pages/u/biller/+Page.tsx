import { Card } from '../../../src/ui/Card.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.biller} />
      <Card heading="Find a biller">
        <p>
          Search billers by name on <a href="/u/search">Search</a>, or browse the most common
          billers where you live in <a href="/u/bills-to-pay">Bills to pay</a>.
        </p>
      </Card>
    </>
  );
}
