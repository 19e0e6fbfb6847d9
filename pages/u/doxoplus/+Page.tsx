import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.doxoPlus.heading}>{areas.doxoPlus.description}</PageHeader>
      <section className="card" aria-labelledby="doxoplus-benefits">
        <h2 id="doxoplus-benefits">What doxoPLUS includes</h2>
        <ul>
          <li>
            <a href="/u/identity-protection">Identity protection</a>
          </li>
          <li>
            <a href="/u/credit-score">Credit score</a>
          </li>
          <li>
            <a href="/u/savings">Savings</a>
          </li>
        </ul>
        <p>
          <a className="button" href="/u/doxoplus/enroll">
            Join doxoPLUS
          </a>
        </p>
      </section>
    </>
  );
}
