import { areas } from '../../../src/routing/areas.js';
import { AccountOverview } from '../../../src/user/AccountOverview.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.userAccount} />
      <AccountOverview />
    </>
  );
}
