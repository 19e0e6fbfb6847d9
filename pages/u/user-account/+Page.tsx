import { useData } from '../../../renderer/usePageContext.js';
import { areas } from '../../../src/routing/areas.js';
import { AccountOverview } from '../../../src/user/AccountOverview.js';
import { AccountSettings } from '../../../src/user/AccountSettings.js';
import { NotificationPreferences } from '../../../src/notifications/NotificationPreferences.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { me, sessions } = useData<Data>();
  return (
    <>
      <AreaHeader area={areas.userAccount} />
      <AccountOverview />
      {me ? <AccountSettings me={me} sessions={sessions} /> : null}
      {me ? <NotificationPreferences /> : null}
    </>
  );
}
