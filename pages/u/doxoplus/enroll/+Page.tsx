import { Card } from '../../../../src/ui/Card.js';
import { EmptyState } from '../../../../src/ui/EmptyState.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';
import { SignedInOnly } from '../../../../src/user/SignedInOnly.js';

export default function Page() {
  return (
    <>
      <PageHeader heading="Join doxoPLUS">
        Add identity protection, your credit score and savings to the way you pay bills.
      </PageHeader>
      <SignedInOnly
        title="Sign in to enroll"
        icon="sparkles"
        purpose="Enrollment uses the payment methods in your wallet."
      >
        <Card>
          <EmptyState icon="sparkles" title="Enrollment is not open here yet">
            <p>
              Enrollment uses the payment methods in your wallet and arrives in a coming release.
            </p>
          </EmptyState>
        </Card>
      </SignedInOnly>
    </>
  );
}
