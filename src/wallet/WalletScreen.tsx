import { useEffect, useState } from 'react';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { MAX_NICKNAME_LENGTH } from '../api/contracts/walletContract.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { Dialog } from '../ui/Dialog.js';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { Icon } from '../ui/icons/Icon.js';
import { RenameRemoveButtons } from '../ui/RenameRemoveButtons.js';
import { RenameRemoveDialog, type RowChange } from '../ui/RenameRemoveDialog.js';
import { Skeleton } from '../ui/Skeleton.js';
import { useToast } from '../ui/Toast.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { AddInstrumentForm } from './AddInstrumentForm.js';
import { describeInstrument } from './describeInstrument.js';
import { RemoveInstrument } from './RemoveInstrument.js';
import { changeInstrument, loadWallet, selectPaymentInstruments, selectWalletStatus } from './walletSlice.js';

type Editing = { kind: 'add' } | RowChange<WalletInstrument> | null;

/** The wallet (docs/product.md#wallet): the signed-in user's payment methods, and their changes. */
export function WalletScreen() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const authLevel = useAppSelector(selectAuthLevel);
  const instruments = useAppSelector(selectPaymentInstruments);
  const status = useAppSelector(selectWalletStatus);
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    // The server render preloads the wallet; after a client navigation or a removal, load it here.
    if (authLevel === 'Auth3' && status === 'idle') void dispatch(loadWallet());
  }, [authLevel, status, dispatch]);

  const close = () => setEditing(null);
  const done = (message: string) => {
    setEditing(null);
    toast.show(message, { tone: 'success' });
  };
  const makeDefault = async (instrument: WalletInstrument) => {
    const result = await dispatch(changeInstrument({ id: instrument.id, changes: { is_default: true } }));
    if (changeInstrument.fulfilled.match(result)) {
      toast.show(`${instrument.nickname} is now your default payment method.`, {
        tone: 'success',
      });
    } else {
      toast.show(result.payload?.message || 'We couldn’t change the default. Try again.', {
        tone: 'danger',
      });
    }
  };

  let body;
  if (instruments === null && status === 'failed') {
    body = (
      <ErrorState title="We couldn’t load your wallet" onRetry={() => void dispatch(loadWallet())}>
        <p>Please try again.</p>
      </ErrorState>
    );
  } else if (instruments === null) {
    body = <Skeleton label="Loading your payment methods…" lines={3} />;
  } else if (instruments.length === 0) {
    body = (
      <EmptyState icon="wallet" title="No payment methods yet" headingLevel={3}>
        <p>Add a bank account or a card to pay your bills with.</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="wallet-list" aria-label="Payment methods">
        {instruments.map((instrument) => {
          return (
            <li key={instrument.id} className="wallet-item">
              <Icon name={instrument.kind === 'bank_account' ? 'landmark' : 'credit-card'} className="result-icon" />
              <span className="result-list__text">
                <strong>
                  {instrument.nickname} {instrument.is_default ? <Badge tone="success">Default</Badge> : null}
                </strong>
                <span className="result-detail">{describeInstrument(instrument)}</span>
              </span>
              <span className="wallet-item__actions">
                {instrument.is_default ? null : (
                  <Button
                    size="sm"
                    variant="quiet"
                    onClick={() => void makeDefault(instrument)}
                    aria-label={`Make ${instrument.nickname} the default`}
                  >
                    Make default
                  </Button>
                )}
                <RenameRemoveButtons name={instrument.nickname} item={instrument} onChange={setEditing} />
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <Card
        heading="Payment methods"
        actions={
          <Button icon="plus" onClick={() => setEditing({ kind: 'add' })}>
            Add payment method
          </Button>
        }
      >
        {body}
      </Card>
      <Dialog open={editing?.kind === 'add'} onClose={close} title="Add a payment method">
        {editing?.kind === 'add' ? (
          <AddInstrumentForm onAdded={(instrument) => done(`Added ${instrument.nickname}.`)} onCancel={close} />
        ) : null}
      </Dialog>
      <RenameRemoveDialog
        change={editing?.kind === 'add' ? null : editing}
        nameOf={(instrument) => instrument.nickname}
        onClose={close}
        rename={(instrument) => ({
          initial: instrument.nickname,
          maxLength: MAX_NICKNAME_LENGTH,
          required: true,
          check: (nickname) =>
            nickname === '' || nickname.length > MAX_NICKNAME_LENGTH
              ? `Enter a nickname of 1 to ${MAX_NICKNAME_LENGTH} characters.`
              : null,
          save: async (nickname) => {
            const result = await dispatch(changeInstrument({ id: instrument.id, changes: { nickname } }));
            if (!changeInstrument.fulfilled.match(result)) {
              return result.payload?.message || 'We couldn’t rename it. Try again.';
            }
            done(`Renamed to ${nickname}.`);
            return null;
          },
        })}
        remove={(instrument) => (
          <RemoveInstrument
            instrument={instrument}
            others={(instruments ?? []).filter((item) => item.id !== instrument.id)}
            onDone={done}
            onCancel={close}
          />
        )}
      />
    </>
  );
}
