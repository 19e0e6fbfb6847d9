import { Card } from '../../../src/ui/Card.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.wallet} />
      <Card heading="Payment methods">
        <p>Sign in to see the bank accounts and cards in your wallet.</p>
      </Card>
    </>
  );
}
