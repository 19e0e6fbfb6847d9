import { useAppSelector } from '../../../../src/store/hooks.js';
import { Card } from '../../../../src/ui/Card.js';
import { EmptyState } from '../../../../src/ui/EmptyState.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';
import { SignInCard } from '../../../../src/user/SignInCard.js';
import { selectAuthLevel } from '../../../../src/user/userSlice.js';

export default function Page() {
  const signedIn = useAppSelector(selectAuthLevel) === 'Auth3';
  return (
    <>
      <PageHeader heading="Join doxoPLUS">
        Add identity protection, your credit score and savings to the way you pay bills.
      </PageHeader>
      {signedIn ? (
        <Card>
          <EmptyState icon="sparkles" title="Enrollment is not open here yet">
            <p>
              Enrollment uses the payment methods in your wallet and arrives in a coming release.
            </p>
          </EmptyState>
        </Card>
      ) : (
        <SignInCard title="Sign in to enroll" icon="sparkles">
          <p>Enrollment uses the payment methods in your wallet.</p>
        </SignInCard>
      )}
    </>
  );
}
