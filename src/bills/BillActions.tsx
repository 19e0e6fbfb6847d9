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

/** Which change the user asked for, and of which bill: one dialog serves every row. */
export type BillChange = { kind: 'rename' | 'remove'; listing: Listing };

/** What a bill is called on screen: its nickname, else its biller's name. */
function billName(listing: Listing): string {
  return listing.account?.nickname || listing.provider.name;
}

/**
 * A bill's Pay link and the buttons that ask to rename or remove it. The dialogs are the list's,
 * one for all rows, so a page of bills does not carry two empty dialogs per row.
 */
export function BillActions({
  listing,
  detail,
  onChange,
}: {
  listing: Listing;
  detail: AccountDetail | undefined;
  onChange: (change: BillChange) => void;
}) {
  const name = billName(listing);
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
        onClick={() => onChange({ kind: 'rename', listing })}
      >
        Rename
      </Button>
      <Button
        size="sm"
        variant="quiet"
        aria-label={`Remove ${name}`}
        onClick={() => onChange({ kind: 'remove', listing })}
      >
        Remove
      </Button>
    </span>
  );
}

/** The rename and remove dialogs of the bills list (docs/product.md#bills). */
export function BillChangeDialog({
  change,
  onClose,
}: {
  change: BillChange | null;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const listing = change?.listing;
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts from the bill's current nickname and no error.
  const [openedFor, setOpenedFor] = useState<BillChange | null>(null);
  if (change !== openedFor) {
    setOpenedFor(change);
    setNickname(change?.listing.account?.nickname ?? '');
    setError(null);
  }
  const name = listing ? billName(listing) : '';

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!listing) return;
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
      onClose();
      toast.show('Bill renamed.', { tone: 'success' });
    } else setError(result.payload?.message || 'We couldn’t rename this bill. Try again.');
  };

  const remove = async () => {
    if (!listing) return;
    setBusy(true);
    const result = await dispatch(removeBill(listing.id));
    setBusy(false);
    if (removeBill.fulfilled.match(result)) {
      onClose();
      toast.show(`Removed ${name}.`, { tone: 'success' });
    } else setError(result.payload?.message || 'We couldn’t remove this bill. Try again.');
  };

  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      title={change?.kind === 'remove' ? `Remove ${name}?` : `Rename ${name}`}
    >
      {change?.kind === 'rename' ? (
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
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {change?.kind === 'remove' ? (
        <ConfirmRemoval
          error={error}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={onClose}
        >
          This bill leaves your list. Payments already made for it stay in your history; a payment
          not yet sent is canceled, and its autopay is turned off.
        </ConfirmRemoval>
      ) : null}
    </Dialog>
  );
}
