import { Wallet } from 'lucide-react';
import { selectEngagement } from '../engagement/engagementSlice.js';
import { useAppSelector } from '../store/hooks.js';
import { Card } from '../ui/Card.js';
import { EmptyState } from '../ui/EmptyState.js';
import { formatQuantity } from '../ui/formatters.js';
import { selectAuthLevel } from './userSlice.js';
import { SignInCard } from './SignInCard.js';

/** The wallet as the shared data know it (SPEC §3 engagementData.walletCount). */
export function WalletSummary() {
  const authLevel = useAppSelector(selectAuthLevel);
  const { walletCount } = useAppSelector(selectEngagement);
  if (authLevel !== 'Auth3') {
    return (
      <SignInCard title="Sign in to see your wallet" icon={Wallet}>
        <p>The bank accounts and cards you pay bills with appear here once you are signed in.</p>
      </SignInCard>
    );
  }
  return (
    <Card>
      <EmptyState
        icon={Wallet}
        title={`${formatQuantity(walletCount, { one: 'payment method', other: 'payment methods' })} in your wallet`}
      >
        <p>Adding, renaming and removing payment methods arrives in a coming release.</p>
      </EmptyState>
    </Card>
  );
}
