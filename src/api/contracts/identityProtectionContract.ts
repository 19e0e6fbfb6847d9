// /identity_protection (docs/product.md#identity-protection): what a doxoPLUS member monitors and
// what the monitoring provider found. The one definition the API builds and the micro-app reads.

export const monitoredItemKinds = ['email', 'phone', 'ssn_last4'] as const;
export type MonitoredItemKind = (typeof monitoredItemKinds)[number];

export const alertSeverities = ['low', 'medium', 'high'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

/** An item under watch: one the member added, or one of the wallet's cards (always masked). */
export type MonitoredItem = {
  /** `item:{id}` for an added item, `card:{instrument id}` for a wallet card. */
  key: string;
  /** The added item's id, for removal; null for a wallet card (removed with the card). */
  id: number | null;
  kind: MonitoredItemKind | 'card';
  /** How it reads: the email, the phone number formatted, `SSN •••-••-1234`, `Visa ••4242`. */
  label: string;
  added_at: string;
};

export type IdentityAlert = {
  id: number;
  item_key: string;
  item_label: string;
  severity: AlertSeverity;
  /** What was found, in plain words. */
  what: string;
  /** Where it was found. */
  found_where: string;
  /** When it was found (YYYY-MM-DD). */
  found_on: string;
  /** What to do about it. */
  advice: string;
  status: 'open' | 'resolved';
  resolved_at: string | null;
};

/** GET /identity_protection. */
export type IdentityProtectionResponse = {
  items: MonitoredItem[];
  /** Open alerts first (most severe, newest), then resolved ones, newest first. */
  alerts: IdentityAlert[];
  open_alerts: number;
};

/** POST /identity_protection/items (Idempotency-Key): the raw text as typed. */
export type NewMonitoredItem = { kind: MonitoredItemKind; value: string };

/** POST /identity_protection/items answers the new item and what its first scan found. */
export type MonitoredItemCreatedResponse = { item: MonitoredItem; alerts: IdentityAlert[] };

/** POST /identity_protection/alerts/{id}/resolve. */
export type IdentityAlertResponse = { alert: IdentityAlert };

/** GET /identity_protection/open_alerts: the count the navigation shows. */
export type OpenAlertsResponse = { open_alerts: number };
