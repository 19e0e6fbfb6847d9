import { Card } from '../../../../src/ui/Card.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <PageHeader heading="Join doxoPLUS">
        Add identity protection, your credit score and savings to the way you pay bills.
      </PageHeader>
      <Card heading="Sign in to enroll">
        <p>Enrollment uses the payment methods in your wallet.</p>
      </Card>
    </>
  );
}
