// The notification centre's and the preferences' answers (docs/product.md#notifications). Built
// by server/api/notificationsRoutes.ts, read by src/notifications.

/** What a notification can be about, in the order the preferences list them. */
export const NOTIFICATION_KINDS = [
  'bill_due_soon',
  'autopay_upcoming',
  'payment_delivered',
  'payment_failed',
  'membership_renewed',
  'membership_charge_failed',
  'membership_lapsed',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a notification can reach a person. */
export type NotificationChannel = 'email' | 'in_app';

export type NotificationItem = {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The page it is about (a bill, a payment's receipt, doxoPLUS): a path on this site. */
  link: string;
  created_at: string;
  read: boolean;
};

export type NotificationListResponse = {
  notifications: NotificationItem[];
  unread_count: number;
  /** Pass as `before` for the next (older) page; null on the last one. */
  next_before: number | null;
};

export type NotificationReadResponse = { unread_count: number };

export type NotificationPreference = { kind: NotificationKind; email: boolean; in_app: boolean };

export type NotificationPreferencesResponse = { preferences: NotificationPreference[] };

/** The PUT body: any of the kinds, each with both channels. */
export type NotificationPreferencesRequest = { preferences: NotificationPreference[] };
