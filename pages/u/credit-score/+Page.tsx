import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.creditScore.heading}>{areas.creditScore.description}</PageHeader>
      <section className="card" aria-labelledby="credit-plus">
        <h2 id="credit-plus">Part of doxoPLUS</h2>
        <p>
          Your credit score comes with <a href="/u/doxoplus">doxoPLUS</a>.
        </p>
      </section>
    </>
  );
}
