// Environment: server
// Kysely's view of the tables created by server/db/migrations/*.sql (keep the two in step).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamptz: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A date column, read as 'YYYY-MM-DD' (both drivers are configured so in openDatabase.ts). */
type CalendarDate = ColumnType<string, string, string>;
/**
 * A timestamptz an insert may leave out for its default: now() (`created_at`), or null
 * (`DefaultTimestamp<null>`, for something yet to happen: `removed_at`).
 */
type DefaultTimestamp<Default extends null = never> = ColumnType<
  Date | Default,
  Date | string | Default | undefined,
  Date | string | Default
>;

export const locationTypes = ['country', 'state', 'cbsa', 'county', 'city', 'zipcode'] as const;
export type LocationType = (typeof locationTypes)[number];

import type { PayMethod } from '../../src/api/contracts/payMethods.js';

export { payMethods, type PayMethod } from '../../src/api/contracts/payMethods.js';

import type { BankAccountType, CardFunding, PaymentInstrumentKind } from '../../src/api/contracts/walletContract.js';
import type { ServiceTypeGroup, ServiceTypeSummary } from '../../src/api/contracts/directoryContract.js';

export { paymentInstrumentKinds, type PaymentInstrumentKind } from '../../src/api/contracts/walletContract.js';

// The taxonomy's rows are what the directory answers, plus a service type's group and share.
export type ServiceTypeGroupTable = ServiceTypeGroup;
export type ServiceTypeTable = ServiceTypeSummary & { group_id: number; payers_share: number };

export type LocationTable = {
  hierarchy: string;
  parent_hierarchy: string | null;
  type: LocationType;
  name: string;
  aka_name: string | null;
  state: string | null;
  population: number;
};

export type BillerTable = {
  id: number;
  slug: string;
  name: string;
  popularity: number;
  /** ' ' || lower(name), kept by the database for biller search (migration 0071). */
  name_words: ColumnType<string, never, never>;
};
export type BillerServiceTypeTable = { biller_id: number; service_type_id: number };
export type BillerCoverageTable = { biller_id: number; hierarchy: string };

export type UserTable = {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string | null;
  segment: string;
  zip_code: string;
  location_hierarchy: string;
  created_at: DefaultTimestamp;
  last_signed_in_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** Migration 0120: the name the person chose; null until they choose one. */
  display_name: Generated<string | null>;
  email_verified_at: DefaultTimestamp<null>;
  /** Migration 0200: when the account was deleted (the row is kept, de-identified). */
  deleted_at: DefaultTimestamp<null>;
};

export type SessionTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Timestamp;
  /** Migration 0120: what account settings show of the session. */
  user_agent: Generated<string | null>;
  address: Generated<string | null>;
  last_seen_at: DefaultTimestamp<null>;
};

/** Mailed single-use links (migration 0120): only the token's hash is kept. */
export type AccountTokenTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'verify_email' | 'reset_password' | 'change_email';
  new_email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: DefaultTimestamp<null>;
};

/** The outbox (migration 0120): each message with its delivery state. */
export type OutboxMessageTable = {
  id: Generated<number>;
  user_id: number | null;
  to_address: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
  state: ColumnType<
    'waiting' | 'sent' | 'kept' | 'failed',
    'waiting' | 'sent' | 'kept' | 'failed' | undefined,
    'waiting' | 'sent' | 'kept' | 'failed'
  >;
  attempts: Generated<number>;
  sent_at: DefaultTimestamp<null>;
  last_error: Generated<string | null>;
};

/** Moved on by triggers whenever what GET /session answers for the user changes (0090). */
export type UserVersionTable = {
  user_id: number;
  version: ColumnType<number, never, never>;
};

/** Sign-in failures per throttling key (docs/product.md#sign-in-throttling): `pair:…`, `address:…` or `account:…`. */
export type LoginThrottleTable = { key: string; failures: number; last_failed_at: Timestamp };

/** Addresses an account signed in from: failures elsewhere do not slow them (docs/product.md#sign-in-throttling). */
export type SignInAddressTable = { user_id: number; address: string; last_signed_in_at: Timestamp };

/** A fixed window of requests counted per key (the collector's rate limits; docs/operations.md#error-collector-budget). */
export type RateLimitWindowTable = { key: string; window_started_at: Timestamp; hits: number };

/** The website's contact form (docs/product.md#contact-form). */
export type ContactMessageTable = {
  id: Generated<string>;
  name: string;
  email: string;
  topic: string;
  message: string;
  received_at: Timestamp;
};

export type PaymentInstrumentTable = {
  id: Generated<number>;
  user_id: number;
  kind: PaymentInstrumentKind;
  last4: string;
  nickname: string;
  created_at: DefaultTimestamp;
  /** The vault's opaque token (migration 0021): the only handle on the full number. */
  token: ColumnType<string, string | undefined, never>;
  brand: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  account_type: BankAccountType | null;
  /** The card's funding type the vault read from its BIN (migration 0100); null for banks. */
  card_funding: ColumnType<CardFunding | null, CardFunding | null | undefined, CardFunding | null>;
  is_default: Generated<boolean>;
  /** Removed instruments are kept for the payments that used them, but never offered again. */
  removed_at: DefaultTimestamp<null>;
};

export type ListingTable = {
  id: Generated<number>;
  user_id: number;
  biller_id: number;
  service_type_id: number;
  nickname: string | null;
  account_number_last4: string;
  balance_cents: number;
  due_date: CalendarDate | null;
  paperless: boolean;
  created_at: DefaultTimestamp;
  /** The statement's minimum due (migration 0022). */
  minimum_due_cents: Generated<number>;
  removed_at: DefaultTimestamp<null>;
};

export type PaymentTable = {
  id: Generated<number>;
  listing_id: number;
  user_id: number;
  biller_id: number;
  service_type_id: number;
  amount_cents: number;
  pay_method: PayMethod;
  paid_at: Timestamp;
  payer_hierarchy: string;
};

export type WidgetSettingsTable = {
  user_id: number;
  settings: ColumnType<unknown, string, string>;
  updated_at: DefaultTimestamp;
};

/** One Idempotency-Key and the answer it produced (migration 0020; docs/product.md#idempotency). */
export type IdempotencyKeyTable = {
  user_id: number;
  /** The create the key belongs to (migration 0100): keys are per user and per operation. */
  operation: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  /** jsonb: written as JSON text, read back parsed. */
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
};

export type AppFlagTable = { key: string; value: string };

/** What every insights table counts for a place (its hierarchy) over a window of `days`. */
type InsightCounts = {
  location_hierarchy: string;
  days: number;
  payer_count: number;
  payment_count: number;
  total_cents: number;
};

export type InsightBillerStatsTable = InsightCounts & {
  biller_id: number;
  service_type_id: number;
  service_type_group_id: number;
  median_cents: number;
};

export type InsightScopeStatsTable = InsightCounts & { scope: string; median_cents: number };

export type InsightPayMethodStatsTable = InsightCounts & { scope: string; pay_method: PayMethod };

export type InsightRefreshTable = { id: number; as_of: Timestamp; refreshed_at: Timestamp };

/** One error notice received by the collector (docs/operations.md#error-collector). Ids are bigserial, read as numbers. */
export type ErrorNoticeTable = {
  id: Generated<number>;
  project_id: number;
  received_at: DefaultTimestamp;
  error_type: string | null;
  error_message: string | null;
  url: string | null;
  severity: string | null;
  environment: string | null;
  /** jsonb: written as JSON text, read back parsed. */
  notice: ColumnType<unknown, string, string>;
  /** Bytes of the stored JSON: the collector's budget counts these (docs/operations.md#error-collector-budget). */
  size_bytes: number;
  /** Notices of one error (type and message) share it: a flood never pushes a group out. */
  error_group: string;
};

export const errorStatsKinds = ['routes-stats', 'routes-breakdowns', 'queries-stats', 'queues-stats'] as const;
export type ErrorStatsKind = (typeof errorStatsKinds)[number];

/** One statistics post of the notifier (docs/product.md#reporting-requests: flushed every 15 s). */
export type ErrorStatsTable = {
  id: Generated<number>;
  project_id: number;
  kind: ErrorStatsKind;
  received_at: DefaultTimestamp;
  /** jsonb: written as JSON text, read back parsed. */
  payload: ColumnType<unknown, string, string>;
  size_bytes: number;
};

/** What the collector holds per project and table, kept in step with every insert and prune. */
export type ErrorCollectorUsageTable = {
  project_id: number;
  /** The table: error_notices or error_stats. */
  kind: 'notices' | 'stats';
  bytes: number;
  row_count: number;
};
export type ErrorCollectorUsageKind = ErrorCollectorUsageTable['kind'];

export type SchemaMigrationTable = { version: string; applied_at: ColumnType<Date, Date | string | undefined, never> };

/** Bill payments and their append-only events (migration 0025; docs/product.md#bills). */
import type { BillPaymentStatus } from '../../src/api/contracts/paymentsContract.js';

import type { AlertSeverity, MonitoredItemKind } from '../../src/api/contracts/identityProtectionContract.js';

export type BillPaymentTable = {
  id: Generated<number>;
  confirmation_number: string;
  user_id: number;
  listing_id: number;
  payment_instrument_id: number | null;
  method_kind: PaymentInstrumentKind;
  instrument_last4: string;
  amount_cents: number;
  fee_cents: number;
  send_date: CalendarDate;
  delivery_date: CalendarDate;
  idempotency_key: string;
  autopay: Generated<boolean>;
  created_at: Timestamp;
};

export type BillPaymentEventTable = {
  id: Generated<number>;
  payment_id: number;
  status: BillPaymentStatus;
  reason: string | null;
  at: Timestamp;
};

/** A scheduled payment moved to another payment method, appended (migration 0045). */
export type BillPaymentChangeTable = {
  id: Generated<number>;
  payment_id: number;
  at: Timestamp;
  reason: string;
  from_instrument_id: number | null;
  to_instrument_id: number | null;
  from_method_kind: PaymentInstrumentKind;
  to_method_kind: PaymentInstrumentKind;
  from_last4: string;
  to_last4: string;
  from_fee_cents: number;
  to_fee_cents: number;
  from_send_date: CalendarDate;
  to_send_date: CalendarDate;
};

/** The job queue (migration 0026, server/jobs/jobQueue.ts). */
export type JobTable = {
  id: Generated<number>;
  name: string;
  payload: ColumnType<unknown, string | undefined, string>;
  singleton_key: string | null;
  state: ColumnType<'waiting' | 'active' | 'done' | 'failed', 'waiting' | undefined>;
  run_after: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: DefaultTimestamp<null>;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: DefaultTimestamp<null>;
};

/** Autopay per bill (migration 0027). */
export type AutopayRuleTable = {
  listing_id: number;
  user_id: number;
  payment_instrument_id: number;
  amount_kind: 'statement_balance' | 'fixed';
  fixed_amount_cents: number | null;
  days_before_due: number;
  /** The due date autopay leaves to a payment by hand (migration 0100): it starts after it. */
  skips_due_date: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Moves of an autopay rule to another method when its own was removed (migration 0060). */
export type AutopayRuleChangeTable = {
  id: Generated<number>;
  listing_id: number;
  at: Timestamp;
  from_instrument_id: number | null;
  to_instrument_id: number | null;
  from_method: string;
  to_method: string;
};

/** Identity protection (migration 0170): items a member monitors, alerts, scans. */
export type MonitoredItemTable = {
  id: Generated<number>;
  user_id: number;
  kind: MonitoredItemKind;
  /** Normalized: email lower case, phone E.164, SSN its last four digits only. */
  value: string;
  created_at: Timestamp;
  removed_at: DefaultTimestamp<null>;
};

export type IdentityAlertTable = {
  id: Generated<number>;
  user_id: number;
  item_key: string;
  item_label: string;
  finding_key: string;
  severity: AlertSeverity;
  what: string;
  found_where: string;
  found_on: CalendarDate;
  advice: string;
  created_at: Timestamp;
  resolved_at: DefaultTimestamp<null>;
};

export type IdentityScanTable = { user_id: number; item_key: string; scanned_at: Timestamp };

/** doxoPLUS memberships, their charges and append-only events (migration 0160). */
import type { MembershipPlanId } from '../../src/membership/membershipPlans.js';
import type { MembershipEventKind } from '../../src/api/contracts/membershipContract.js';

export type MembershipTable = { id: Generated<number>; user_id: number; created_at: Timestamp };

export type MembershipChargeTable = {
  id: Generated<number>;
  membership_id: number;
  receipt_number: string;
  plan: MembershipPlanId;
  amount_cents: number;
  payment_instrument_id: number | null;
  method_kind: PaymentInstrumentKind;
  instrument_last4: string;
  period_start: CalendarDate;
  period_end: CalendarDate;
  attempt: number;
  succeeded: boolean;
  decline_reason: string | null;
  at: Timestamp;
};

export type MembershipEventTable = {
  id: Generated<number>;
  membership_id: number;
  kind: MembershipEventKind;
  plan: MembershipPlanId | null;
  payment_instrument_id: number | null;
  charge_id: number | null;
  at: Timestamp;
};

export type Database = {
  memberships: MembershipTable;
  membership_charges: MembershipChargeTable;
  membership_events: MembershipEventTable;
  service_type_groups: ServiceTypeGroupTable;
  service_types: ServiceTypeTable;
  locations: LocationTable;
  billers: BillerTable;
  biller_service_types: BillerServiceTypeTable;
  biller_coverage: BillerCoverageTable;
  users: UserTable;
  sessions: SessionTable;
  user_versions: UserVersionTable;
  account_tokens: AccountTokenTable;
  outbox_messages: OutboxMessageTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  notification_cursors: NotificationCursorTable;
  login_throttles: LoginThrottleTable;
  sign_in_addresses: SignInAddressTable;
  rate_limit_windows: RateLimitWindowTable;
  contact_messages: ContactMessageTable;
  payment_instruments: PaymentInstrumentTable;
  listings: ListingTable;
  payments: PaymentTable;
  bill_payments: BillPaymentTable;
  bill_payment_events: BillPaymentEventTable;
  bill_payment_changes: BillPaymentChangeTable;
  jobs: JobTable;
  autopay_rules: AutopayRuleTable;
  autopay_rule_changes: AutopayRuleChangeTable;
  monitored_items: MonitoredItemTable;
  identity_alerts: IdentityAlertTable;
  identity_scans: IdentityScanTable;
  widget_settings: WidgetSettingsTable;
  idempotency_keys: IdempotencyKeyTable;
  app_flags: AppFlagTable;
  insight_biller_stats: InsightBillerStatsTable;
  insight_scope_stats: InsightScopeStatsTable;
  insight_pay_method_stats: InsightPayMethodStatsTable;
  insight_refreshes: InsightRefreshTable;
  error_notices: ErrorNoticeTable;
  error_stats: ErrorStatsTable;
  error_collector_usage: ErrorCollectorUsageTable;
  schema_migrations: SchemaMigrationTable;
};

export type UserRow = Selectable<UserTable>;
export type NewLocation = Insertable<LocationTable>;

/** Notifications, their preferences and the event scan's cursors (migration 0210). */
import type { NotificationChannel, NotificationKind } from '../../src/api/contracts/notificationsContract.js';

export type NotificationTable = {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  event_key: string;
  title: string;
  body: string;
  link_path: string;
  in_app: boolean;
  outbox_message_id: number | null;
  created_at: Timestamp;
  read_at: DefaultTimestamp<null>;
};

export type NotificationPreferenceTable = {
  user_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
  updated_at: Timestamp;
};

export type NotificationCursorTable = { source: string; last_event_id: number };
