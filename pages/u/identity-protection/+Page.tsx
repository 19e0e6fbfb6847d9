import { IdentityProtectionScreen } from '../../../src/identityProtection/IdentityProtectionScreen.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.identityProtection} />
      <IdentityProtectionScreen />
    </>
  );
}
