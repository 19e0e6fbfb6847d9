import { areas } from '../../../src/routing/areas.js';
import { SignedInArea } from '../../../src/user/SignedInArea.js';
import { WalletScreen } from '../../../src/wallet/WalletScreen.js';

export default function Page() {
  return (
    <SignedInArea
      area={areas.wallet}
      title="Sign in to see your wallet"
      icon="wallet"
      purpose="The bank accounts and cards you pay bills with appear here once you are signed in."
    >
      <WalletScreen />
    </SignedInArea>
  );
}
