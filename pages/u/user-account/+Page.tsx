import { areas } from '../../../src/routing/areas.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading={areas.userAccount.heading}>{areas.userAccount.description}</PageHeader>
      <section className="card" aria-labelledby="account-sign-in">
        <h2 id="account-sign-in">Sign in to manage your account</h2>
        <p>Your profile, sign-in and notification settings appear here once you are signed in.</p>
      </section>
    </>
  );
}
