import type { ReactNode } from 'react';
import type {
  AlertSeverity,
  IdentityAlert,
  IdentityProtectionResponse,
  MonitoredItem,
} from '../api/contracts/identityProtectionContract.js';
import { Badge, type BadgeTone } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { EmptyState } from '../ui/EmptyState.js';
import { Icon } from '../ui/icons/Icon.js';
import { formatCalendarDate, formatQuantity } from '../ui/formatters.js';
import { monitoredItemKindNames } from './monitoredItemRules.js';

const severityTone: Record<AlertSeverity, BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};
const severityName: Record<AlertSeverity, string> = {
  high: 'High risk',
  medium: 'Medium risk',
  low: 'Low risk',
};

/** What a member can do on the screen; absent in the sample, which is only to look at. */
export type IdentityActions = {
  resolve: (alert: IdentityAlert) => void;
  remove: (item: MonitoredItem) => void;
  /** The alert or item being changed, whose button shows busy. */
  busyKey: string | null;
  addForm: ReactNode;
};

function AlertEntry({
  alert,
  actions,
  headingLevel,
}: {
  alert: IdentityAlert;
  actions?: IdentityActions;
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="identity-alert">
      <div className="identity-alert__head">
        <Badge tone={alert.status === 'open' ? severityTone[alert.severity] : 'success'}>
          {alert.status === 'open' ? severityName[alert.severity] : 'Resolved'}
        </Badge>
        <Heading className="identity-alert__what">{alert.what}</Heading>
      </div>
      <dl className="identity-alert__facts">
        <div>
          <dt>About</dt>
          <dd>{alert.item_label}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{alert.found_where}</dd>
        </div>
        <div>
          <dt>Found</dt>
          <dd>{formatCalendarDate(alert.found_on)}</dd>
        </div>
        {alert.resolved_at ? (
          <div>
            <dt>Resolved</dt>
            <dd>{formatCalendarDate(alert.resolved_at)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="identity-alert__advice">
        <strong>What to do:</strong> {alert.advice}
      </p>
      {actions && alert.status === 'open' ? (
        <Button
          size="sm"
          variant="secondary"
          icon="circle-check"
          busy={actions.busyKey === `alert:${alert.id}`}
          onClick={() => actions.resolve(alert)}
          aria-label={`Mark resolved: ${alert.what}`}
        >
          Mark resolved
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Identity protection (docs/product.md#identity-protection): the open alerts first, each with
 * what was found, where, when, how serious and what to do; then what is monitored, the wallet's
 * cards included on their own; resolved alerts last.
 */
export function IdentityProtectionView({
  monitoring,
  actions,
  headingLevel = 2,
}: {
  monitoring: IdentityProtectionResponse;
  actions?: IdentityActions;
  headingLevel?: 2 | 3;
}) {
  const open = monitoring.alerts.filter((alert) => alert.status === 'open');
  const resolved = monitoring.alerts.filter((alert) => alert.status === 'resolved');
  const entryLevel = headingLevel === 2 ? 3 : 4;
  return (
    <div className="identity-protection">
      <Card
        heading={
          open.length === 0
            ? 'Alerts'
            : `Alerts: ${formatQuantity(open.length, { one: 'open alert', other: 'open alerts' })}`
        }
        headingLevel={headingLevel}
      >
        {open.length === 0 ? (
          <EmptyState icon="shield-check" title="Nothing needs your attention" headingLevel={3}>
            <p>We keep watching what you monitor and raise an alert when we find it exposed.</p>
          </EmptyState>
        ) : (
          <ul className="identity-alerts">
            {open.map((alert) => (
              <AlertEntry key={alert.id} alert={alert} actions={actions} headingLevel={entryLevel} />
            ))}
          </ul>
        )}
      </Card>
      <Card heading="What we monitor" headingLevel={headingLevel}>
        <ul className="monitored-items" aria-label="Monitored items">
          {monitoring.items.map((item) => (
            <li key={item.key} className="monitored-item">
              <Icon name={item.kind === 'card' ? 'credit-card' : 'shield-check'} className="result-icon" />
              <span className="result-list__text">
                <strong>{item.label}</strong>
                <span className="result-detail">
                  {item.kind === 'card' ? 'Card from your wallet' : monitoredItemKindNames[item.kind]}
                </span>
              </span>
              {actions && item.id !== null ? (
                <Button
                  size="sm"
                  variant="quiet"
                  busy={actions.busyKey === item.key}
                  onClick={() => actions.remove(item)}
                  aria-label={`Stop monitoring ${item.label}`}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {monitoring.items.length === 0 ? (
          <p>Nothing yet: add an email address, a phone number or the last 4 of your SSN.</p>
        ) : null}
        {actions?.addForm}
      </Card>
      {resolved.length > 0 ? (
        <Card heading="Resolved alerts" headingLevel={headingLevel}>
          <ul className="identity-alerts">
            {resolved.map((alert) => (
              <AlertEntry key={alert.id} alert={alert} headingLevel={entryLevel} />
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
