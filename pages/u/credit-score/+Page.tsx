import { CreditScoreScreen } from '../../../src/creditScore/CreditScoreScreen.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.creditScore} />
      <CreditScoreScreen />
    </>
  );
}
