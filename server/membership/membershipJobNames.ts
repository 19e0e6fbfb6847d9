// Environment: server
// The names of the membership jobs, shared by the code that queues them and the worker.

/** Renew, retry or end one membership whose day has come ({ membershipId }). */
export const RENEW_MEMBERSHIP_JOB = 'memberships.renew';
/** Find every membership whose day has come and renew it; re-queues itself every minute. */
export const MEMBERSHIPS_SWEEP_JOB = 'memberships.sweep';
