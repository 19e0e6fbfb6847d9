import { areas } from '../../../src/routing/areas.js';
import { SavingsScreen } from '../../../src/savings/SavingsScreen.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.savings} />
      <SavingsScreen />
    </>
  );
}
