import { paths } from '../routing/paths.js';
import { useAppSelector } from '../store/hooks.js';
import { formatCalendarDate } from '../ui/formatters.js';
import { Icon } from '../ui/icons/Icon.js';
import { selectMembership } from './membershipSlice.js';

/**
 * On every screen while a membership is in its grace period (docs/product.md#grace-period): the
 * renewal was declined, the benefits go on until the last retry, and where to fix it.
 */
export function GraceNotice() {
  const membership = useAppSelector(selectMembership);
  const grace = membership?.status === 'grace' ? membership.grace : null;
  if (!grace) return null;
  return (
    <aside className="grace-notice" aria-label="doxoPLUS payment problem">
      <Icon name="triangle-alert" />
      <p>
        Your doxoPLUS renewal was declined. Your benefits continue until {formatCalendarDate(grace.lapses_on)}
        {grace.next_retry_on ? `; we try again on ${formatCalendarDate(grace.next_retry_on)}` : ''}.{' '}
        <a href={paths.doxoPlus()}>Update your payment method</a>
      </p>
    </aside>
  );
}
