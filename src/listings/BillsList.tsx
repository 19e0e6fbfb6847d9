import { LogIn, Plus, ReceiptText, Search } from 'lucide-react';
import { useState } from 'react';
import type { Listing } from '../api/accountsApi.js';
import { AddBillForm } from '../bills/AddBillForm.js';
import { BillActions } from '../bills/BillActions.js';
import {
  billStatusLabels,
  billStatusOf,
  calendarDateOf,
  type BillStatus,
} from '../bills/billStatus.js';
import { paths } from '../routing/paths.js';
import { requestSignIn } from '../shared-data/requestSignIn.js';
import { Badge, type BadgeTone } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { Card } from '../ui/Card.js';
import { DataTable } from '../ui/DataTable.js';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { ServiceTypeIcon } from '../ui/icons/ServiceTypeIcon.js';
import { LinkButton } from '../ui/LinkButton.js';
import { Skeleton } from '../ui/Skeleton.js';
import { useToast } from '../ui/Toast.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { formatCalendarDate, formatCents, formatQuantity } from '../ui/formatters.js';
import { selectAuthLevel } from '../user/userSlice.js';
import {
  loadListings,
  selectAccounts,
  selectAccountStatus,
  selectListings,
  selectListingsStatus,
} from './listingsSlice.js';

const statusTones: Record<BillStatus, BadgeTone> = {
  paid: 'success',
  scheduled: 'info',
  autopay: 'info',
  overdue: 'danger',
  due_soon: 'warning',
  due: 'neutral',
};

/** The signed-in user's bills: each listing with its account details (issue 4 § 8, issue 13). */
export function BillsList() {
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const dispatch = useAppDispatch();
  const authLevel = useAppSelector(selectAuthLevel);
  const listings = useAppSelector(selectListings);
  const status = useAppSelector(selectListingsStatus);
  const accounts = useAppSelector(selectAccounts);
  const accountStatus = useAppSelector(selectAccountStatus);
  const detailOf = (listing: Listing) => {
    const accountId = listing.account?.id;
    return accountId === undefined ? undefined : accounts[accountId];
  };
  const pendingText = (listing: Listing) => {
    const accountId = listing.account?.id;
    return accountId !== undefined && accountStatus[accountId] === 'failed' ? 'Unavailable' : '…';
  };

  if (
    authLevel === 'unknown' ||
    (authLevel === 'Auth3' && (status === 'loading' || status === 'idle'))
  ) {
    return (
      <Card>
        <Skeleton label="Loading your bills…" lines={6} />
      </Card>
    );
  }
  if (authLevel !== 'Auth3') {
    return (
      <Card>
        <EmptyState
          icon={ReceiptText}
          title="Sign in to see your bills"
          action={
            <Button icon={LogIn} onClick={requestSignIn}>
              Sign in
            </Button>
          }
        >
          <p>Your bills, due dates and payments appear here once you are signed in.</p>
        </EmptyState>
      </Card>
    );
  }
  if (status === 'failed' || !listings) {
    return (
      <Card>
        <ErrorState
          title="We couldn’t load your bills"
          onRetry={() => void dispatch(loadListings())}
        >
          <p>Please try again.</p>
        </ErrorState>
      </Card>
    );
  }
  const addDialog = (
    <Dialog open={adding} onClose={() => setAdding(false)} title="Add a bill">
      {adding ? (
        <AddBillForm
          onAdded={(bill) => {
            setAdding(false);
            toast.show(`Added ${bill.nickname ?? bill.provider.name}.`, { tone: 'success' });
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
    </Dialog>
  );
  const addButton = (
    <Button icon={Plus} onClick={() => setAdding(true)}>
      Add a bill
    </Button>
  );
  const today = calendarDateOf(new Date());
  // Sorted by due date (issue 13): bills without one, or whose detail is still loading, last.
  const dueOf = (listing: Listing) => detailOf(listing)?.due_date ?? '9999-12-31';
  const sorted = [...listings].sort(
    (left, right) => dueOf(left).localeCompare(dueOf(right)) || left.id - right.id,
  );

  if (listings.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={ReceiptText}
          title="You have no bills yet"
          action={
            <span className="form-actions">
              {addButton}
              <LinkButton href={paths.search()} icon={Search} variant="secondary">
                Find your billers
              </LinkButton>
            </span>
          }
        />
        {addDialog}
      </Card>
    );
  }
  return (
    <>
      <div className="bills-toolbar">{addButton}</div>
      {addDialog}
      <DataTable
        className="bills-table"
        caption={formatQuantity(listings.length, { one: 'bill', other: 'bills' })}
        rows={sorted}
        rowKey={(listing) => String(listing.id)}
        columns={[
          {
            key: 'biller',
            header: 'Biller',
            rowHeader: true,
            cell: (listing) => (
              <span className="service-type-cell">
                <ServiceTypeIcon name={listing.provider.service_type.icon} />
                <span>
                  <a href={paths.bill(listing.id)}>{listing.provider.name}</a>
                  {listing.account?.nickname ? (
                    <span className="result-detail"> · {listing.account.nickname}</span>
                  ) : null}
                </span>
              </span>
            ),
          },
          {
            key: 'account',
            header: 'Account',
            cell: (listing) =>
              detailOf(listing)?.masked_account_number ??
              listing.account?.masked_account_number ??
              '',
          },
          {
            key: 'due',
            header: 'Due date',
            cell: (listing) => {
              const detail = detailOf(listing);
              if (!detail) return pendingText(listing);
              return detail.due_date ? formatCalendarDate(detail.due_date) : 'No bill due';
            },
          },
          {
            key: 'amount',
            header: 'Amount due',
            numeric: true,
            cell: (listing) => {
              const detail = detailOf(listing);
              return detail ? formatCents(detail.balance_cents) : pendingText(listing);
            },
          },
          {
            key: 'status',
            header: 'Status',
            cell: (listing) => {
              const detail = detailOf(listing);
              if (!detail) return pendingText(listing);
              const status = billStatusOf(detail, today);
              return <Badge tone={statusTones[status]}>{billStatusLabels[status]}</Badge>;
            },
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (listing) => <BillActions listing={listing} detail={detailOf(listing)} />,
          },
        ]}
      />
    </>
  );
}
