import { requestSignIn } from '../shared-data/requestSignIn.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { formatCalendarDate, formatCents } from '../ui/formatters.js';
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

  if (
    authLevel === 'unknown' ||
    (authLevel === 'Auth3' && (status === 'loading' || status === 'idle'))
  ) {
    return (
      <p className="card" aria-busy="true" role="status">
        Loading your bills…
      </p>
    );
  }
  if (authLevel !== 'Auth3') {
    return (
      <section className="card" aria-labelledby="bills-sign-in">
        <h2 id="bills-sign-in">Sign in to see your bills</h2>
        <p>Your bills, due dates and payments appear here once you are signed in.</p>
        <button type="button" className="button" onClick={requestSignIn}>
          Sign in
        </button>
      </section>
    );
  }
  if (status === 'failed' || !listings) {
    return (
      <section className="card" role="alert">
        <h2>We couldn’t load your bills</h2>
        <p>Please try again.</p>
        <button type="button" className="button" onClick={() => void dispatch(loadListings())}>
          Try again
        </button>
      </section>
    );
  }
  if (listings.length === 0) {
    return (
      <p className="card">
        You have no bills yet. Find your billers in <a href="/u/search">Search</a>.
      </p>
    );
  }
  return (
    <table className="data-table bills-table">
      <caption>
        {listings.length} {listings.length === 1 ? 'bill' : 'bills'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Biller</th>
          <th scope="col">Account</th>
          <th scope="col">Due date</th>
          <th scope="col" className="numeric">
            Amount due
          </th>
        </tr>
      </thead>
      <tbody>
        {listings.map((listing) => {
          const accountId = listing.account?.id;
          const detail = accountId === undefined ? undefined : accounts[accountId];
          const failed = accountId !== undefined && accountStatus[accountId] === 'failed';
          const pending = failed ? 'Unavailable' : '…';
          return (
            <tr key={listing.id}>
              <th scope="row">{listing.provider.name}</th>
              <td>
                {detail?.masked_account_number ?? listing.account?.masked_account_number ?? ''}
              </td>
              <td>
                {detail
                  ? detail.due_date
                    ? formatCalendarDate(detail.due_date)
                    : 'No bill due'
                  : pending}
              </td>
              <td className="numeric">{detail ? formatCents(detail.balance_cents) : pending}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
