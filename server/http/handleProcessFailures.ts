// Environment: server What happens to an exception nothing caught (docs/operations.md#failures).
// Vike installs process-wide handlers that only print the error and let the process carry on in an
// unknown state; these replace them: the failure is logged as one JSON line and reported, then the
// process shuts down gracefully and exits non-zero, so its supervisor starts a clean one.

export type ProcessFailure = 'uncaughtException' | 'unhandledRejection';

export type ProcessFailureOptions = {
  /** Logs the JSON line and posts the notice; must not reject. */
  report: (error: unknown, context: Record<string, unknown>) => Promise<void>;
  /** Starts the graceful shutdown; called once, after the report is out. */
  shutDown: (failure: ProcessFailure) => void;
};

const FAILURES: readonly ProcessFailure[] = ['uncaughtException', 'unhandledRejection'];

/** Takes over both process events; returns a function that removes our handlers again. */
export function handleProcessFailures(options: ProcessFailureOptions): () => void {
  let handling = false;
  const handler = (failure: ProcessFailure) => (error: unknown) => {
    void options.report(error, { operation: failure }).finally(() => {
      // A second failure while shutting down is reported too, but shutdown is already on.
      if (handling) return;
      handling = true;
      options.shutDown(failure);
    });
  };
  const installed = FAILURES.map((failure) => {
    // Whoever listened before (Vike's print-and-carry-on) is replaced, not joined.
    process.removeAllListeners(failure);
    const listener = handler(failure);
    process.on(failure, listener);
    return () => process.off(failure, listener);
  });
  return () => installed.forEach((remove) => remove());
}
