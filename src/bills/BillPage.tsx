import { useEffect, useState, type ReactNode } from 'react';
import { loadAccountDetail, selectAccounts, selectAccountStatus } from '../listings/listingsSlice.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Badge } from '../ui/Badge.js';
import { Card } from '../ui/Card.js';
import { Checkbox } from '../ui/Checkbox.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
import { LinkButton } from '../ui/LinkButton.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Skeleton } from '../ui/Skeleton.js';
import { useToast } from '../ui/Toast.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { billStatusLabels, billStatusOf, calendarDateOf } from './billStatus.js';
import { changeBill } from './billsThunks.js';
import { countyMedianText, countyNameOf } from './countyMedianText.js';

/**
 * One bill (docs/product.md#bills): its statement and settings. The page passes in the bill's
 * payments and its autopay settings, which it loads with the bill.
 */
export function BillPage({
  listingId,
  payments,
  autopay,
}: {
  listingId: number;
  payments?: ReactNode;
  autopay?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const authLevel = useAppSelector(selectAuthLevel);
  const bill = useAppSelector(selectAccounts)[listingId];
  const status = useAppSelector(selectAccountStatus)[listingId];
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // After a client navigation the browser loads the bill itself (the server render has it).
    if (authLevel === 'Auth3') void dispatch(loadAccountDetail(listingId));
  }, [authLevel, listingId, dispatch]);

  if (!bill) {
    return (
      <>
        <PageHeader heading="Bill" />
        <Card>
          {status === 'failed' ? (
            <ErrorState title="We couldn’t load this bill" onRetry={() => void dispatch(loadAccountDetail(listingId))}>
              <p>It may have been removed. Please try again.</p>
            </ErrorState>
          ) : (
            <Skeleton label="Loading the bill…" lines={4} />
          )}
        </Card>
      </>
    );
  }
  const billStatus = billStatusOf(bill, calendarDateOf(new Date()));
  const setPaperless = async (paperless: boolean) => {
    setSaving(true);
    const result = await dispatch(changeBill({ id: bill.id, changes: { paperless } }));
    setSaving(false);
    toast.show(
      changeBill.fulfilled.match(result)
        ? paperless
          ? 'Paperless billing is on.'
          : 'Paperless billing is off.'
        : result.payload?.message || 'We couldn’t change this setting. Try again.',
      { tone: changeBill.fulfilled.match(result) ? 'success' : 'danger' },
    );
  };
  return (
    <>
      <PageHeader heading={bill.nickname ?? bill.provider.name}>
        {bill.provider.name} · {bill.service_type.name} · account {bill.masked_account_number}
      </PageHeader>
      <div className="bill-page">
        <Card
          heading="Statement"
          actions={bill.balance_cents > 0 ? <LinkButton href={paths.payBill(bill.id)}>Pay this bill</LinkButton> : null}
        >
          <dl className="bill-statement">
            <dt>Amount due</dt>
            <dd>{formatCents(bill.balance_cents)}</dd>
            <dt>Minimum due</dt>
            <dd>{formatCents(bill.minimum_due_cents)}</dd>
            <dt>Due date</dt>
            <dd>{bill.due_date ? formatCalendarDate(bill.due_date) : 'No bill due'}</dd>
            <dt>Typical in {countyNameOf(bill.county_median) ?? 'your county'}</dt>
            <dd>{countyMedianText(bill.county_median)}</dd>
            <dt>Status</dt>
            <dd>
              <Badge>{billStatusLabels[billStatus]}</Badge>
            </dd>
            {bill.upcoming_payment ? (
              <>
                <dt>On its way</dt>
                <dd>
                  {formatCents(bill.upcoming_payment.amount_cents)}, arriving{' '}
                  {formatCalendarDate(bill.upcoming_payment.delivery_date)} (
                  <a href={paths.paymentReceipt(bill.upcoming_payment.id)}>receipt</a>)
                </dd>
              </>
            ) : null}
          </dl>
        </Card>
        <Card heading="Settings">
          <Checkbox
            appearance="switch"
            label="Paperless billing"
            hint="Get this bill by email instead of by post."
            checked={bill.paperless}
            disabled={saving}
            onChange={(event) => void setPaperless(event.target.checked)}
          />
        </Card>
        {autopay ? <Card heading="Autopay">{autopay}</Card> : null}
        {/* The payments section names itself ("Payment history"); without it, a card says where
            they will appear. */}
        {payments ? (
          <Card className="bill-payments">{payments}</Card>
        ) : (
          <Card heading="Payments" className="bill-payments">
            <p>Payments you make for this bill appear here.</p>
          </Card>
        )}
      </div>
    </>
  );
}
