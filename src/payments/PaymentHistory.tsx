import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PaymentHistoryQuery } from '../api/paymentsApi.js';
import { billPaymentStatuses, type BillPaymentListResponse } from '../api/contracts/paymentsContract.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { DataTable } from '../ui/DataTable.js';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { Select } from '../ui/Select.js';
import { TextField } from '../ui/TextField.js';
import { selectListings } from '../listings/listingsSlice.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { PaymentStatusBadge, paymentStatusLabel } from './PaymentStatusBadge.js';
import { loadPaymentHistory } from './paymentThunks.js';
import { whileCurrent } from '../ui/whileCurrent.js';

/** Payments per history page; the server render loads the first page with the same size. */
export const PAYMENT_HISTORY_PAGE_SIZE = 25;

type Filters = { listing: string; status: string; from: string; to: string };

function queryOf(filters: Filters, listingId: number | undefined): PaymentHistoryQuery & Record<string, string> {
  const listing = listingId === undefined ? filters.listing : String(listingId);
  return {
    ...(listing ? { listing } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/**
 * Payment history (docs/product.md#payment-history): every payment, newest first, with filters
 * (bill, status, date range; on a bill's page, that bill only), pages of 25 and a CSV download of
 * what the filters show.
 */
export function PaymentHistory({
  apiBaseUrl,
  listingId,
  firstPage,
  heading = 'Payment history',
}: {
  apiBaseUrl: string;
  /** A bill's page: only its payments, and no bill filter. */
  listingId?: number;
  heading?: string;
  /** The unfiltered first page, when the server rendered it (+data): not fetched again. */
  firstPage?: BillPaymentListResponse | null;
}) {
  const dispatch = useAppDispatch();
  const authLevel = useAppSelector(selectAuthLevel);
  const [draft, setDraft] = useState<Filters>({ listing: '', status: '', from: '', to: '' });
  // The bills to filter by: the user's bills as the app loaded them (the listings;
  // docs/product.md#loading-listings).
  const bills = useAppSelector(selectListings);
  const [filters, setFilters] = useState<Filters>(draft);
  // Cursors of the pages seen, so "Previous" goes back without the server keeping state.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState<BillPaymentListResponse | null>(firstPage ?? null);
  const [error, setError] = useState<string | null>(null);
  const cursor = cursors.at(-1);
  // The server-rendered first page stands for the first fetch; filters and paging fetch anew.
  const serverRendered = useRef(Boolean(firstPage));

  useEffect(() => {
    if (authLevel !== 'Auth3') return;
    if (serverRendered.current) {
      serverRendered.current = false;
      return;
    }
    return whileCurrent(
      dispatch(
        loadPaymentHistory({
          ...queryOf(filters, listingId),
          limit: PAYMENT_HISTORY_PAGE_SIZE,
          ...(cursor ? { starting_after: cursor } : {}),
        }),
      ).unwrap(),
      (answer) => {
        setPage(answer);
        setError(null);
      },
      () => setError('Your payments could not be loaded.'),
    );
  }, [dispatch, authLevel, filters, listingId, cursor]);

  if (authLevel !== 'Auth3') return null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setCursors([undefined]);
  };
  const csvHref = `${apiBaseUrl}/payments.csv?${new URLSearchParams(queryOf(filters, listingId)).toString()}`;
  return (
    <section aria-labelledby="payment-history-heading" className="payment-history">
      <h2 id="payment-history-heading">{heading}</h2>
      <form onSubmit={apply} className="payment-history__filters">
        {listingId === undefined ? (
          <Select
            label="Bill"
            value={draft.listing}
            onChange={(event) => setDraft({ ...draft, listing: event.target.value })}
          >
            <option value="">All bills</option>
            {(bills ?? []).map((bill) => (
              <option key={bill.id} value={bill.id}>
                {bill.account.nickname ? `${bill.account.nickname} (${bill.provider.name})` : bill.provider.name}{' '}
                {bill.account.masked_account_number}
              </option>
            ))}
          </Select>
        ) : null}
        <Select
          label="Status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          <option value="">Any status</option>
          {billPaymentStatuses.map((status) => (
            <option key={status} value={status}>
              {paymentStatusLabel(status)}
            </option>
          ))}
        </Select>
        <TextField
          label="Made from"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="Made until"
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">Apply filters</Button>
      </form>
      <p>
        <a href={csvHref} download="payment-history.csv">
          Download these payments as CSV
        </a>
      </p>
      {error ? <ErrorState title={error} /> : null}
      {page && page.list.length === 0 ? (
        <EmptyState title="No payments match">Payments you make appear here.</EmptyState>
      ) : null}
      {page && page.list.length > 0 ? (
        <DataTable
          caption="Your payments, newest first"
          rows={page.list}
          rowKey={(payment) => String(payment.id)}
          columns={[
            { key: 'biller', header: 'Biller', rowHeader: true, cell: (payment) => payment.biller_name },
            { key: 'amount', header: 'Total', numeric: true, cell: (payment) => formatCents(payment.total_cents) },
            {
              // The method it is paid from now: removing one may have moved it
              // (docs/product.md#removing-a-payment-method); the receipt says from what and when.
              key: 'method',
              header: 'Paid from',
              cell: (payment) => (
                <>
                  {payment.method_label}
                  {payment.changed ? (
                    <>
                      {' '}
                      <Badge tone="neutral">Method changed</Badge>
                    </>
                  ) : null}
                </>
              ),
            },
            { key: 'delivery', header: 'Delivery', cell: (payment) => formatCalendarDate(payment.delivery_date) },
            {
              key: 'status',
              header: 'Status',
              cell: (payment) => (
                <>
                  <PaymentStatusBadge status={payment.status} />
                  {payment.status_reason ? ` ${payment.status_reason}` : ''}
                </>
              ),
            },
            {
              key: 'receipt',
              header: 'Receipt',
              cell: (payment) => <a href={paths.paymentReceipt(payment.id)}>{payment.confirmation_number}</a>,
            },
          ]}
        />
      ) : null}
      <nav aria-label="Payment history pages" className="payment-history__pages">
        <Button disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </Button>
        <Button
          disabled={!page?.has_more}
          onClick={() => page?.starting_after && setCursors([...cursors, page.starting_after])}
        >
          Next page
        </Button>
      </nav>
    </section>
  );
}
