import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.identityProtection.heading}>
        {areas.identityProtection.description}
      </PageHeader>
      <section className="card" aria-labelledby="identity-plus">
        <h2 id="identity-plus">Part of doxoPLUS</h2>
        <p>
          Identity protection comes with <a href="/u/doxoplus">doxoPLUS</a>.
        </p>
      </section>
    </>
  );
}
