import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.wallet.heading}>{areas.wallet.description}</PageHeader>
      <section className="card" aria-labelledby="wallet-methods">
        <h2 id="wallet-methods">Payment methods</h2>
        <p>Sign in to see the bank accounts and cards in your wallet.</p>
      </section>
    </>
  );
}
