import { LogIn, ReceiptText, Search } from 'lucide-react';
import type { Listing } from '../api/accountsApi.js';
import { paths } from '../routing/paths.js';
import { requestSignIn } from '../shared-data/requestSignIn.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { DataTable } from '../ui/DataTable.js';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { ServiceTypeIcon } from '../ui/icons/ServiceTypeIcon.js';
import { LinkButton } from '../ui/LinkButton.js';
import { Skeleton } from '../ui/Skeleton.js';
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

/** The signed-in user's bills: each listing with its account details (issue 4 § 8). */
export function BillsList() {
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
  if (listings.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={ReceiptText}
          title="You have no bills yet"
          action={
            <LinkButton href={paths.search()} icon={Search}>
              Find your billers
            </LinkButton>
          }
        />
      </Card>
    );
  }
  return (
    <DataTable
      className="bills-table"
      caption={formatQuantity(listings.length, { one: 'bill', other: 'bills' })}
      rows={listings}
      rowKey={(listing) => String(listing.id)}
      columns={[
        {
          key: 'biller',
          header: 'Biller',
          rowHeader: true,
          cell: (listing) => (
            <span className="service-type-cell">
              <ServiceTypeIcon name={listing.provider.service_type.icon} />
              {listing.provider.name}
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
      ]}
    />
  );
}
