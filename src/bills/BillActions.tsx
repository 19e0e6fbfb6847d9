import { useState, type FormEvent } from 'react';
import type { AccountDetail, Listing } from '../api/accountsApi.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { ConfirmRemoval } from '../ui/ConfirmRemoval.js';
import { Dialog } from '../ui/Dialog.js';
import { LinkButton } from '../ui/LinkButton.js';
import { TextField } from '../ui/TextField.js';
import { useToast } from '../ui/Toast.js';
import { MAX_BILL_NICKNAME_LENGTH } from './billRules.js';
import { changeBill, removeBill } from './billsThunks.js';

/** A bill's Pay link and its rename and remove (docs/product.md#bills). */
export function BillActions({
  listing,
  detail,
}: {
  listing: Listing;
  detail: AccountDetail | undefined;
}) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [dialog, setDialog] = useState<'rename' | 'remove' | null>(null);
  const [nickname, setNickname] = useState(listing.account?.nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = listing.account?.nickname || listing.provider.name;
  const close = () => {
    setDialog(null);
    setError(null);
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (nickname.trim().length > MAX_BILL_NICKNAME_LENGTH) {
      setError(`Use at most ${MAX_BILL_NICKNAME_LENGTH} characters.`);
      return;
    }
    setBusy(true);
    const result = await dispatch(
      changeBill({ id: listing.id, changes: { nickname: nickname.trim() || null } }),
    );
    setBusy(false);
    if (changeBill.fulfilled.match(result)) {
      close();
      toast.show('Bill renamed.', { tone: 'success' });
    } else setError(result.payload?.message || 'We couldn’t rename this bill. Try again.');
  };

  const remove = async () => {
    setBusy(true);
    const result = await dispatch(removeBill(listing.id));
    setBusy(false);
    if (removeBill.fulfilled.match(result)) {
      close();
      toast.show(`Removed ${name}.`, { tone: 'success' });
    } else setError(result.payload?.message || 'We couldn’t remove this bill. Try again.');
  };

  return (
    <span className="bill-actions">
      {detail && detail.balance_cents > 0 ? (
        <LinkButton size="sm" href={paths.payBill(listing.id)} aria-label={`Pay ${name}`}>
          Pay
        </LinkButton>
      ) : null}
      <Button
        size="sm"
        variant="quiet"
        aria-label={`Rename ${name}`}
        onClick={() => setDialog('rename')}
      >
        Rename
      </Button>
      <Button
        size="sm"
        variant="quiet"
        aria-label={`Remove ${name}`}
        onClick={() => setDialog('remove')}
      >
        Remove
      </Button>
      <Dialog open={dialog === 'rename'} onClose={close} title={`Rename ${name}`}>
        {dialog === 'rename' ? (
          <form className="form" noValidate onSubmit={(event) => void rename(event)}>
            <TextField
              label="Nickname"
              hint="Leave empty to show the biller’s name"
              maxLength={MAX_BILL_NICKNAME_LENGTH}
              value={nickname}
              error={error ?? undefined}
              onChange={(event) => setNickname(event.target.value)}
            />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                Save
              </Button>
              <Button type="button" variant="secondary" onClick={close}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
      <Dialog open={dialog === 'remove'} onClose={close} title={`Remove ${name}?`}>
        {dialog === 'remove' ? (
          <ConfirmRemoval
            error={error}
            busy={busy}
            onConfirm={() => void remove()}
            onCancel={close}
          >
            This bill leaves your list. Payments already made for it stay in your history; a payment
            not yet sent is canceled, and its autopay is turned off.
          </ConfirmRemoval>
        ) : null}
      </Dialog>
    </span>
  );
}
