import { useEffect, useState } from 'react';
import type { ActiveSessionsResponse } from '../api/contracts/accountContract.js';
import type { MeResponse } from '../api/contracts/sessionContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { Card } from '../ui/Card.js';
import { FormAlert } from '../ui/FormAlert.js';
import { Skeleton } from '../ui/Skeleton.js';
import { AccountSettings } from './AccountSettings.js';
import { loadMe, loadSessions } from './accountThunks.js';

/**
 * The settings with the data the server rendered them with; when the person signed in on the
 * page (docs/product.md#signed-out-visitors), there was none, so they are loaded here.
 */
export function AccountSettingsLoader({
  me: renderedMe,
  sessions: renderedSessions,
}: {
  me: MeResponse | null;
  sessions: ActiveSessionsResponse | null;
}) {
  const dispatch = useAppDispatch();
  const [me, setMe] = useState(renderedMe);
  const [sessions, setSessions] = useState(renderedSessions);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (renderedMe) return;
    void Promise.all([dispatch(loadMe()), dispatch(loadSessions())]).then(([mine, signedIn]) => {
      if (loadMe.fulfilled.match(mine)) setMe(mine.payload);
      else setFailed(true);
      if (loadSessions.fulfilled.match(signedIn)) setSessions(signedIn.payload);
    });
  }, [dispatch, renderedMe]);
  if (me) return <AccountSettings me={me} sessions={sessions} />;
  return (
    <Card>
      {failed ? (
        <FormAlert>We couldn’t load your settings just now. Please reload the page.</FormAlert>
      ) : (
        <Skeleton label="Loading your settings…" lines={4} />
      )}
    </Card>
  );
}
