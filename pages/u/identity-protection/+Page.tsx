import { Card } from '../../../src/ui/Card.js';
import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.identityProtection.heading}>
        {areas.identityProtection.description}
      </PageHeader>
      <Card heading="Part of doxoPLUS">
        <p>
          Identity protection comes with <a href="/u/doxoplus">doxoPLUS</a>.
        </p>
      </Card>
    </>
  );
}
