import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import { WalletScreen } from '../../../src/wallet/WalletScreen.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.wallet} />
      <WalletScreen />
    </>
  );
}
