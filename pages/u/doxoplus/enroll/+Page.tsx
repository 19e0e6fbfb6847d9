import { PageHeader } from '../../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading="Join doxoPLUS">
        Add identity protection, your credit score and savings to the way you pay bills.
      </PageHeader>
      <section className="card" aria-labelledby="enroll-sign-in">
        <h2 id="enroll-sign-in">Sign in to enroll</h2>
        <p>Enrollment uses the payment methods in your wallet.</p>
      </section>
    </>
  );
}
