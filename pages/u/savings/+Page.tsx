import { Card } from '../../../src/ui/Card.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.savings} />
      <Card heading="Part of doxoPLUS">
        <p>
          Savings on your bills come with <a href="/u/doxoplus">doxoPLUS</a>.
        </p>
      </Card>
    </>
  );
}
