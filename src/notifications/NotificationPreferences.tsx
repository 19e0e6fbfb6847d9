import { useEffect, useState } from 'react';
import type { NotificationChannel, NotificationPreference } from '../api/contracts/notificationsContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { Card } from '../ui/Card.js';
import { Checkbox } from '../ui/Checkbox.js';
import { ErrorState } from '../ui/ErrorState.js';
import { Skeleton } from '../ui/Skeleton.js';
import { notificationKindLabels } from './notificationKindLabels.js';
import { loadNotificationPreferences, saveNotificationPreferences } from './notificationThunks.js';
import { whileCurrent } from '../ui/whileCurrent.js';

const channelLabels: Readonly<Record<NotificationChannel, string>> = {
  email: 'Email',
  in_app: 'In the app',
};

/**
 * Account settings' notification section (docs/product.md#notification-preferences): each kind
 * on each channel, a switch that saves at once; everything is on until turned off.
 */
export function NotificationPreferences() {
  const dispatch = useAppDispatch();
  const [preferences, setPreferences] = useState<NotificationPreference[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState('');

  const loaded = (result: Awaited<ReturnType<ReturnType<typeof loadNotificationPreferences>>>) => {
    if (loadNotificationPreferences.fulfilled.match(result)) {
      setPreferences(result.payload.preferences);
    } else {
      setFailed(true);
    }
  };
  useEffect(() => whileCurrent(dispatch(loadNotificationPreferences(undefined)), loaded), [dispatch]);
  const retry = () => {
    setFailed(false);
    void dispatch(loadNotificationPreferences(undefined)).then(loaded);
  };

  const change = async (changed: NotificationPreference) => {
    const before = preferences;
    setPreferences((shown) => (shown ?? []).map((entry) => (entry.kind === changed.kind ? changed : entry)));
    setStatus('Saving…');
    const result = await dispatch(saveNotificationPreferences([changed]));
    if (saveNotificationPreferences.fulfilled.match(result)) {
      setPreferences(result.payload.preferences);
      setStatus('Saved.');
    } else {
      setPreferences(before);
      setStatus('We couldn’t save this just now. Please try again.');
    }
  };

  return (
    <Card heading="Notification settings" className="notification-preferences">
      <p>What doxo tells you about, by email and in the notification centre. Everything is on until you turn it off.</p>
      {failed ? (
        <ErrorState title="We couldn’t load your notification settings" headingLevel={3} onRetry={retry} />
      ) : preferences === null ? (
        <Skeleton label="Loading your notification settings…" lines={4} />
      ) : (
        <div className="notification-preferences__list">
          {preferences.map((preference) => (
            <fieldset key={preference.kind} className="notification-preferences__kind">
              <legend>{notificationKindLabels[preference.kind]}</legend>
              {(['email', 'in_app'] as const).map((channel) => (
                <Checkbox
                  key={channel}
                  appearance="switch"
                  id={`notify-${preference.kind}-${channel}`}
                  label={channelLabels[channel]}
                  checked={preference[channel]}
                  onChange={(event) => void change({ ...preference, [channel]: event.currentTarget.checked })}
                />
              ))}
            </fieldset>
          ))}
        </div>
      )}
      <p role="status" className="notification-preferences__status">
        {status}
      </p>
    </Card>
  );
}
