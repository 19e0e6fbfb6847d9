import { areas } from '../../../src/routing/areas.js';
import { MembershipArea } from '../../../src/user/MembershipArea.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.savings} />
      <MembershipArea name="Savings" icon="piggy-bank" />
    </>
  );
}
