import { useData } from '../../../renderer/usePageContext.js';
import { areas } from '../../../src/routing/areas.js';
import { AccountOverview } from '../../../src/user/AccountOverview.js';
import { AccountSettingsLoader } from '../../../src/user/AccountSettingsLoader.js';
import { SignedInArea } from '../../../src/user/SignedInArea.js';
import { NotificationPreferences } from '../../../src/notifications/NotificationPreferences.js';
import type { Data } from './+data.js';

export default function Page() {
  const { me, sessions } = useData<Data>();
  return (
    <SignedInArea
      area={areas.userAccount}
      title="Sign in to manage your account"
      icon="circle-user-round"
      purpose="Your profile, sign-in and notification settings appear here once you are signed in."
    >
      <AccountOverview />
      <AccountSettingsLoader me={me} sessions={sessions} />
      <NotificationPreferences />
    </SignedInArea>
  );
}
