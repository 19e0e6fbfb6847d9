import { useState } from 'react';
import type { AccountDetail, Listing } from '../api/accountsApi.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import { ConfirmRemoval } from '../ui/ConfirmRemoval.js';
import { LinkButton } from '../ui/LinkButton.js';
import { RenameRemoveButtons } from '../ui/RenameRemoveButtons.js';
import { RenameRemoveDialog, type RowChange } from '../ui/RenameRemoveDialog.js';
import { useToast } from '../ui/Toast.js';
import { MAX_BILL_NICKNAME_LENGTH } from './billRules.js';
import { changeBill, removeBill } from './billsThunks.js';

/** Which change the user asked for, and of which bill: one dialog serves every row. */
export type BillChange = RowChange<Listing>;

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
      <RenameRemoveButtons name={name} item={listing} onChange={onChange} />
    </span>
  );
}

/** Removing a bill: what it does, and the server's refusal if any. */
function RemoveBill({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const result = await dispatch(removeBill(listing.id));
    setBusy(false);
    if (removeBill.fulfilled.match(result)) {
      onClose();
      toast.show(`Removed ${billName(listing)}.`, { tone: 'success' });
    } else setError(result.payload?.message || 'We couldn’t remove this bill. Try again.');
  };
  return (
    <ConfirmRemoval error={error} busy={busy} onConfirm={() => void remove()} onCancel={onClose}>
      This bill leaves your list. Payments already made for it stay in your history; a payment not yet sent is canceled,
      and its autopay is turned off.
    </ConfirmRemoval>
  );
}

/** The rename and remove dialogs of the bills list (docs/product.md#bills). */
export function BillChangeDialog({ change, onClose }: { change: BillChange | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return (
    <RenameRemoveDialog
      change={change}
      nameOf={billName}
      onClose={onClose}
      rename={(listing) => ({
        initial: listing.account?.nickname ?? '',
        maxLength: MAX_BILL_NICKNAME_LENGTH,
        hint: 'Leave empty to show the biller’s name',
        check: (nickname) =>
          nickname.length > MAX_BILL_NICKNAME_LENGTH ? `Use at most ${MAX_BILL_NICKNAME_LENGTH} characters.` : null,
        save: async (nickname) => {
          const result = await dispatch(changeBill({ id: listing.id, changes: { nickname: nickname || null } }));
          if (!changeBill.fulfilled.match(result)) {
            return result.payload?.message || 'We couldn’t rename this bill. Try again.';
          }
          onClose();
          toast.show('Bill renamed.', { tone: 'success' });
          return null;
        },
      })}
      remove={(listing) => <RemoveBill listing={listing} onClose={onClose} />}
    />
  );
}
