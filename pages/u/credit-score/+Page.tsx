import { Card } from '../../../src/ui/Card.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.creditScore} />
      <Card heading="Part of doxoPLUS">
        <p>
          Your credit score comes with <a href="/u/doxoplus">doxoPLUS</a>.
        </p>
      </Card>
    </>
  );
}
