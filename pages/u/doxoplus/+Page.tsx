import { MembershipScreen } from '../../../src/membership/MembershipScreen.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.doxoPlus} />
      <MembershipScreen />
    </>
  );
}
