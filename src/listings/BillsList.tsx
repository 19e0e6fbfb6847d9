import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { AccountDetail, Listing } from '../api/accountsApi.js';
import { AddBillForm } from '../bills/AddBillForm.js';
import { BillActions, BillChangeDialog, type BillChange } from '../bills/BillActions.js';
import { BILLS_SHOWN_FIRST } from '../bills/billRules.js';
import { billStatusLabels, billStatusOf, calendarDateOf, type BillStatus } from '../bills/billStatus.js';
import { countyMedianText, countyNameOf } from '../bills/countyMedianText.js';
import { paths } from '../routing/paths.js';
import { Badge, type BadgeTone } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { Card } from '../ui/Card.js';
import { DataTable, type Column } from '../ui/DataTable.js';
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
  compareDueFirst,
  loadListings,
  selectAccounts,
  selectAccountStatus,
  selectListings,
  selectListingsCount,
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

/** One table row: the listing with its cached account detail (docs/product.md#account-cache), when it has arrived. */
type BillRow = { listing: Listing; detail: AccountDetail | undefined; failed: boolean };

// Each cell is a memoized component of the row's own values: when one bill's detail arrives or
// changes, only that row's cells render again, not all 280 (docs/performance.md#server-rendering).

const BillerName = memo(function BillerName({ listing }: { listing: Listing }) {
  return (
    <span className="service-type-cell">
      <ServiceTypeIcon name={listing.provider.service_type.icon} />
      <span>
        <a href={paths.bill(listing.id)}>{listing.provider.name}</a>
        {listing.account?.nickname ? <span className="result-detail"> · {listing.account.nickname}</span> : null}
      </span>
    </span>
  );
});

type FigureProps = { detail: AccountDetail | undefined; failed: boolean };

/** What a cell shows until its bill's detail arrives, or when it could not be loaded. */
function pendingText(failed: boolean) {
  return failed ? 'Unavailable' : '…';
}

const DueDate = memo(function DueDate({ detail, failed }: FigureProps) {
  if (!detail) return pendingText(failed);
  return detail.due_date ? formatCalendarDate(detail.due_date) : 'No bill due';
});

const AmountDue = memo(function AmountDue({ detail, failed }: FigureProps) {
  return detail ? formatCents(detail.balance_cents) : pendingText(failed);
});

const CountyMedianFigure = memo(function CountyMedianFigure({ detail, failed }: FigureProps) {
  return detail ? countyMedianText(detail.county_median) : pendingText(failed);
});

const StatusBadge = memo(function StatusBadge({ detail, failed, today }: FigureProps & { today: string }) {
  if (!detail) return pendingText(failed);
  const status = billStatusOf(detail, today);
  return <Badge tone={statusTones[status]}>{billStatusLabels[status]}</Badge>;
});

const MemoBillActions = memo(BillActions);

/** The columns of the bills table; the county median's header names the user's county. */
function billColumns(
  today: string,
  countyName: string | null,
  onChange: (change: BillChange) => void,
): Column<BillRow>[] {
  return [
    { key: 'biller', header: 'Biller', rowHeader: true, cell: ({ listing }) => <BillerName listing={listing} /> },
    {
      key: 'account',
      header: 'Account',
      cell: ({ listing, detail }) => detail?.masked_account_number ?? listing.account?.masked_account_number ?? '',
    },
    { key: 'due', header: 'Due date', cell: ({ detail, failed }) => <DueDate detail={detail} failed={failed} /> },
    {
      key: 'amount',
      header: 'Amount due',
      numeric: true,
      cell: ({ detail, failed }) => <AmountDue detail={detail} failed={failed} />,
    },
    {
      // docs/product.md#county-median: whether a bill is high, at a glance: the county's median for
      // the same service.
      key: 'county-median',
      header: countyName ? `Typical in ${countyName}` : 'Typical in your county',
      numeric: true,
      cell: ({ detail, failed }) => <CountyMedianFigure detail={detail} failed={failed} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: ({ detail, failed }) => <StatusBadge detail={detail} failed={failed} today={today} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: ({ listing, detail }) => <MemoBillActions listing={listing} detail={detail} onChange={onChange} />,
    },
  ];
}

/** The signed-in user's bills: each listing with its account details (docs/product.md#account-cache, docs/product.md#bills). */
export function BillsList() {
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [change, setChange] = useState<BillChange | null>(null);
  const [showingAll, setShowingAll] = useState(false);
  const table = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();
  const authLevel = useAppSelector(selectAuthLevel);
  const listings = useAppSelector(selectListings);
  const status = useAppSelector(selectListingsStatus);
  const accounts = useAppSelector(selectAccounts);
  const accountStatus = useAppSelector(selectAccountStatus);
  // Counts the bills a store from the server's page does not hold yet (loading after hydration).
  const count = useAppSelector(selectListingsCount);
  const today = calendarDateOf(new Date());

  // Sorted by due date (docs/product.md#bills): bills without one, or whose detail is still
  // loading, last. Sorted once per change of the list or the cache, not on every render.
  const rows = useMemo(() => {
    const all = (listings ?? []).map((listing): BillRow => {
      const accountId = listing.account?.id;
      return {
        listing,
        detail: accountId === undefined ? undefined : accounts[accountId],
        failed: accountId !== undefined && accountStatus[accountId] === 'failed',
      };
    });
    const keyOf = (row: BillRow) => ({ id: row.listing.id, due: row.detail?.due_date });
    return all.sort((left, right) => compareDueFirst(keyOf(left), keyOf(right)));
  }, [listings, accounts, accountStatus]);
  const countyName = countyNameOf(rows.find((row) => row.detail)?.detail?.county_median);
  // setChange is stable, so the memoized action cells do not render again for it.
  const columns = useMemo(() => billColumns(today, countyName, setChange), [today, countyName]);
  const hidden = showingAll ? 0 : Math.max(count - BILLS_SHOWN_FIRST, 0);
  const shownRows = useMemo(() => (hidden > 0 ? rows.slice(0, BILLS_SHOWN_FIRST) : rows), [rows, hidden]);
  // Once the rest are shown, the button is gone: focus moves to the first bill it revealed (when
  // the rest are still loading, as soon as they are there).
  const revealed = showingAll && rows.length > BILLS_SHOWN_FIRST;
  useEffect(() => {
    if (!revealed) return;
    table.current?.querySelectorAll('tbody tr')[BILLS_SHOWN_FIRST]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [revealed]);

  if (
    authLevel === 'unknown' ||
    // A store from the server's page keeps its bills on screen while the rest load.
    (authLevel === 'Auth3' && !listings && (status === 'loading' || status === 'idle'))
  ) {
    return (
      <Card>
        <Skeleton label="Loading your bills…" lines={6} />
      </Card>
    );
  }
  if (status === 'failed' || !listings) {
    return (
      <Card>
        <ErrorState title="We couldn’t load your bills" onRetry={() => void dispatch(loadListings())}>
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
    <Button icon="plus" onClick={() => setAdding(true)}>
      Add a bill
    </Button>
  );

  if (listings.length === 0) {
    return (
      <Card>
        <EmptyState
          icon="receipt-text"
          title="You have no bills yet"
          action={
            <span className="form-actions">
              {addButton}
              <LinkButton href={paths.search()} icon="search" variant="secondary">
                Find your billers
              </LinkButton>
            </span>
          }
        >
          <p>
            Add your first bill: choose <strong>Add a bill</strong>, pick your biller and enter the account number from
            your statement. We’ll show what’s due and when, and you can pay it from here.
          </p>
        </EmptyState>
        {addDialog}
      </Card>
    );
  }
  return (
    <>
      <div className="bills-toolbar">{addButton}</div>
      {addDialog}
      <BillChangeDialog change={change} onClose={() => setChange(null)} />
      <div ref={table}>
        <DataTable
          className="bills-table"
          caption={formatQuantity(count, { one: 'bill', other: 'bills' })}
          rows={shownRows}
          rowKey={(row) => String(row.listing.id)}
          columns={columns}
        />
      </div>
      {hidden > 0 ? (
        <p className="bills-more">
          <span>The {BILLS_SHOWN_FIRST} bills due soonest are shown.</span>
          <Button
            variant="secondary"
            // The rest are in the store, or on their way since hydration: no call of its own,
            // and the render yields to input.
            onClick={() => startTransition(() => setShowingAll(true))}
          >
            {`Show all ${formatQuantity(count, { one: 'bill', other: 'bills' })}`}
          </Button>
        </p>
      ) : null}
      {showingAll && rows.length < count ? (
        <p className="bills-more" role="status">
          Loading the rest of your bills…
        </p>
      ) : null}
    </>
  );
}
