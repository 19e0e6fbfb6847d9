import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import { SignedInOnly } from '../../../src/user/SignedInOnly.js';
import { WalletScreen } from '../../../src/wallet/WalletScreen.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.wallet} />
      <SignedInOnly
        title="Sign in to see your wallet"
        icon="wallet"
        purpose="The bank accounts and cards you pay bills with appear here once you are signed in."
      >
        <WalletScreen />
      </SignedInOnly>
    </>
  );
}
