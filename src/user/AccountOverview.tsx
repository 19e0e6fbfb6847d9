import { selectEngagement } from '../engagement/engagementSlice.js';
import { selectLocationData } from '../location/locationSlice.js';
import { useAppSelector } from '../store/hooks.js';
import { Card } from '../ui/Card.js';
import { formatCalendarDate, formatQuantity } from '../ui/formatters.js';
import { selectAuthLevel, selectUsername } from './userSlice.js';

/** The account page's summary, from the shared data the container supplies (docs/product.md#shared-data-store). */
export function AccountOverview() {
  const authLevel = useAppSelector(selectAuthLevel);
  const username = useAppSelector(selectUsername);
  const engagement = useAppSelector(selectEngagement);
  const location = useAppSelector(selectLocationData);
  // The page's SignedInOnly gate shows the sign-in card; this is only ever drawn signed in.
  if (authLevel !== 'Auth3') return null;
  return (
    <Card heading="Your profile">
      <dl className="profile-facts">
        <div>
          <dt>Username</dt>
          <dd>{username}</dd>
        </div>
        {location.zipcode ? (
          <div>
            <dt>ZIP code</dt>
            <dd>{location.zipcode}</dd>
          </div>
        ) : null}
        <div>
          <dt>Bills</dt>
          <dd>{formatQuantity(engagement.billsCount, { one: 'bill', other: 'bills' })}</dd>
        </div>
        <div>
          <dt>Wallet</dt>
          <dd>
            {formatQuantity(engagement.walletCount, {
              one: 'payment method',
              other: 'payment methods',
            })}
          </dd>
        </div>
        {engagement.userCreatedAtDate ? (
          <div>
            <dt>Member since</dt>
            <dd>{formatCalendarDate(engagement.userCreatedAtDate)}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
