// Environment: server
// The notification scan (docs/product.md#notifications), run by the payment worker beside the
// payment and membership jobs every minute: the events appended since its cursors, then the
// bills coming due and the autopay runs coming up. Several workers may run it at once: each
// notification's unique event key keeps it single.
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { NOTIFICATIONS_SCAN_JOB } from '../notifications/notificationJobNames.js';
import { notifyBillsDueSoon, notifyUpcomingAutopay } from '../notifications/scanBillNotifications.js';
import { notifyMembershipEvents, notifyPaymentEvents } from '../notifications/scanEventNotifications.js';
import type { JobHandler } from './jobWorker.js';
import { requeue } from './paymentJobs.js';

export type NotificationScanDependencies = {
  db: Kysely<Database>;
  clock: Clock;
  /** Where mailed links point (PUBLIC_ORIGIN). */
  publicOrigin: string;
};

/** Every notification due now; answers how many were made. */
export async function scanForNotifications(dependencies: NotificationScanDependencies): Promise<number> {
  let made = 0;
  made += await notifyPaymentEvents(dependencies);
  made += await notifyMembershipEvents(dependencies);
  made += await notifyBillsDueSoon(dependencies);
  made += await notifyUpcomingAutopay(dependencies);
  return made;
}

export function notificationJobHandlers(dependencies: NotificationScanDependencies): Record<string, JobHandler> {
  return {
    async [NOTIFICATIONS_SCAN_JOB]() {
      try {
        await scanForNotifications(dependencies);
      } finally {
        await requeue(dependencies.db, dependencies.clock, NOTIFICATIONS_SCAN_JOB);
      }
    },
  };
}
