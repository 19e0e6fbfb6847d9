import { useData } from '../../../renderer/usePageContext.js';
import { areas } from '../../../src/routing/areas.js';
import { AccountOverview } from '../../../src/user/AccountOverview.js';
import { AccountSettingsLoader } from '../../../src/user/AccountSettingsLoader.js';
import { SignedInOnly } from '../../../src/user/SignedInOnly.js';
import { NotificationPreferences } from '../../../src/notifications/NotificationPreferences.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { me, sessions } = useData<Data>();
  return (
    <>
      <AreaHeader area={areas.userAccount} />
      <SignedInOnly
        title="Sign in to manage your account"
        icon="circle-user-round"
        purpose="Your profile, sign-in and notification settings appear here once you are signed in."
      >
        <AccountOverview />
        <AccountSettingsLoader me={me} sessions={sessions} />
        <NotificationPreferences />
      </SignedInOnly>
    </>
  );
}
