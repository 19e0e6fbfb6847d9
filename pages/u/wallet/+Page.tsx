import { areas } from '../../../src/routing/areas.js';
import { WalletSummary } from '../../../src/user/WalletSummary.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.wallet} />
      <WalletSummary />
    </>
  );
}
