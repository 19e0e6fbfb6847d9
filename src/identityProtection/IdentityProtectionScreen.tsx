import { useCallback, useState } from 'react';
import type { IdentityAlert, MonitoredItem } from '../api/contracts/identityProtectionContract.js';
import { MemberFeature } from '../membership/MemberFeature.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { ConfirmRemoval } from '../ui/ConfirmRemoval.js';
import { Dialog } from '../ui/Dialog.js';
import { formatQuantity } from '../ui/formatters.js';
import { useToast } from '../ui/Toast.js';
import { AddMonitoredItemForm } from './AddMonitoredItemForm.js';
import {
  loadIdentityProtection,
  removeMonitoredItem,
  resolveIdentityAlert,
  selectIdentityMonitoring,
  selectIdentityStatus,
} from './identityProtectionSlice.js';
import { IdentityProtectionView } from './IdentityProtectionView.js';
import { sampleIdentityProtection } from './sampleIdentityProtection.js';

/** /u/identity-protection: the member's monitoring, or what it is and a sample for everyone else. */
export function IdentityProtectionScreen() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const monitoring = useAppSelector(selectIdentityMonitoring);
  const status = useAppSelector(selectIdentityStatus);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MonitoredItem | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const load = useCallback(() => void dispatch(loadIdentityProtection()), [dispatch]);

  const resolve = async (alert: IdentityAlert) => {
    setBusyKey(`alert:${alert.id}`);
    const result = await dispatch(resolveIdentityAlert(alert.id));
    setBusyKey(null);
    if (resolveIdentityAlert.fulfilled.match(result)) {
      toast.show('Alert marked resolved.', { tone: 'success' });
    } else {
      toast.show(result.payload?.message || 'We couldn’t resolve it. Try again.', {
        tone: 'danger',
      });
    }
  };

  const remove = async (item: MonitoredItem) => {
    if (item.id === null) return;
    setBusyKey(item.key);
    const result = await dispatch(removeMonitoredItem(item.id));
    setBusyKey(null);
    if (removeMonitoredItem.fulfilled.match(result)) {
      setRemoving(null);
      toast.show(`Stopped monitoring ${item.label}.`, { tone: 'success' });
    } else {
      setRemoveError(result.payload?.message || 'We couldn’t remove it. Try again.');
    }
  };

  return (
    <MemberFeature
      name="Identity protection"
      status={status}
      load={load}
      about={
        <p>
          We watch your email addresses, phone numbers, the last 4 digits of your Social Security number and the cards
          in your wallet for signs they were exposed: data breaches, dark-web listings, number transfers. Each alert
          says what was found, where, when, how serious it is and what to do.
        </p>
      }
      sample={<IdentityProtectionView monitoring={sampleIdentityProtection} headingLevel={3} />}
    >
      {() =>
        monitoring ? (
          <>
            <IdentityProtectionView
              monitoring={monitoring}
              actions={{
                resolve: (alert) => void resolve(alert),
                remove: (item) => {
                  setRemoveError(null);
                  setRemoving(item);
                },
                busyKey,
                addForm: (
                  <AddMonitoredItemForm
                    onAdded={({ item, alerts }) =>
                      toast.show(
                        alerts.length === 0
                          ? `Now monitoring ${item.label}. Nothing found so far.`
                          : `Now monitoring ${item.label}. ${formatQuantity(alerts.length, { one: 'alert', other: 'alerts' })} found.`,
                        { tone: alerts.length === 0 ? 'success' : 'info' },
                      )
                    }
                  />
                ),
              }}
            />
            <Dialog
              open={removing !== null}
              onClose={() => setRemoving(null)}
              title={removing ? `Stop monitoring ${removing.label}?` : 'Stop monitoring'}
            >
              {removing ? (
                <ConfirmRemoval
                  error={removeError}
                  busy={busyKey === removing.key}
                  onConfirm={() => void remove(removing)}
                  onCancel={() => setRemoving(null)}
                >
                  We stop watching it, and its alerts leave this page.
                </ConfirmRemoval>
              ) : null}
            </Dialog>
          </>
        ) : null
      }
    </MemberFeature>
  );
}
