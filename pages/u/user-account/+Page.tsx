import { Card } from '../../../src/ui/Card.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.userAccount} />
      <Card heading="Sign in to manage your account">
        <p>Your profile, sign-in and notification settings appear here once you are signed in.</p>
      </Card>
    </>
  );
}
