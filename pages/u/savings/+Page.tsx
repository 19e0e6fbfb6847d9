import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.savings.heading}>{areas.savings.description}</PageHeader>
      <section className="card" aria-labelledby="savings-plus">
        <h2 id="savings-plus">Part of doxoPLUS</h2>
        <p>
          Savings on your bills come with <a href="/u/doxoplus">doxoPLUS</a>.
        </p>
      </section>
    </>
  );
}
