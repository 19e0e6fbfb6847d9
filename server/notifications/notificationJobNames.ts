// Environment: server
// The notification job's name, shared by the code that queues it and the worker.

/** Make the notifications events and the calendar call for; re-queues itself every minute. */
export const NOTIFICATIONS_SCAN_JOB = 'notifications.scan';
