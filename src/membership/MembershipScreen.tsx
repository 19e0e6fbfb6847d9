import { useAppSelector } from '../store/hooks.js';
import { ErrorState } from '../ui/ErrorState.js';
import { Skeleton } from '../ui/Skeleton.js';
import { SignInCard } from '../user/SignInCard.js';
import { MembershipOffer } from './MembershipOffer.js';
import { MembershipOverview } from './MembershipOverview.js';
import { selectMembership } from './membershipSlice.js';
import { useMembershipData } from './useMembershipData.js';

/** `/u/doxoplus`: a member's membership, or what doxoPLUS includes and costs for everyone else. */
export function MembershipScreen() {
  const { signedIn, status, retry } = useMembershipData();
  const membership = useAppSelector(selectMembership);
  if (!signedIn) {
    return (
      <>
        <MembershipOffer previous={null} />
        <SignInCard title="Already a member?" icon="sparkles">
          <p>Sign in to see your plan, its renewal and your billing history.</p>
        </SignInCard>
      </>
    );
  }
  if (status === 'failed' && !membership) {
    return (
      <ErrorState title="We couldn't load your membership" onRetry={retry}>
        <p>Check your connection and try again.</p>
      </ErrorState>
    );
  }
  if (status !== 'loaded' && !membership) return <Skeleton label="Loading your membership" />;
  if (membership?.is_member) return <MembershipOverview membership={membership} />;
  return <MembershipOffer previous={membership} />;
}
