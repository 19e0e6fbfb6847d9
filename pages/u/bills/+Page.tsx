import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.bills.heading}>{areas.bills.description}</PageHeader>
      <section className="card" aria-labelledby="bills-sign-in">
        <h2 id="bills-sign-in">Sign in to see your bills</h2>
        <p>Your bills, due dates and payments appear here once you are signed in.</p>
      </section>
    </>
  );
}
