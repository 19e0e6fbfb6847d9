import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.biller.heading}>{areas.biller.description}</PageHeader>
      <section className="card" aria-labelledby="biller-find">
        <h2 id="biller-find">Find a biller</h2>
        <p>
          Search billers by name on <a href="/u/search">Search</a>, or browse the most common
          billers where you live in <a href="/u/bills-to-pay">Bills to pay</a>.
        </p>
      </section>
    </>
  );
}
