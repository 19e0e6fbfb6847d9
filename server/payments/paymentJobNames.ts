// Environment: server
// The names of the payment jobs, shared by the code that queues them and the worker.

/** Move one payment as far as its dates allow ({ paymentId }). */
export const ADVANCE_PAYMENT_JOB = 'payments.advance';
/** Find every payment whose day has come and advance it; re-queues itself every minute. */
export const PAYMENTS_SWEEP_JOB = 'payments.sweep';
/** Create the payments autopay rules are due to make; re-queues itself every minute. */
export const AUTOPAY_SCHEDULER_JOB = 'autopay.schedule';
