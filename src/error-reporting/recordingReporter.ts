import type { Breadcrumb, ErrorReporter } from './errorReporter.js';

// The test double for unit tests elsewhere (Redux listeners, API client): install it with
// `setErrorReporterForTests(createRecordingReporter())` and assert what was reported, with no
// network and no Airbrake involved.

export type RecordedReport = { error: unknown; context: Record<string, unknown> | undefined };
export type RecordedMessage = { message: string; context: Record<string, unknown> | undefined };

export type RecordingReporter = ErrorReporter & {
  readonly exceptions: RecordedReport[];
  readonly messages: RecordedMessage[];
  readonly breadcrumbs: Breadcrumb[];
  clear(): void;
};

export function createRecordingReporter(): RecordingReporter {
  const exceptions: RecordedReport[] = [];
  const messages: RecordedMessage[] = [];
  const breadcrumbs: Breadcrumb[] = [];
  return {
    exceptions,
    messages,
    breadcrumbs,
    captureException(error, context) {
      exceptions.push({ error, context });
    },
    captureMessage(message, context) {
      messages.push({ message, context });
    },
    captureBreadcrumb(breadcrumb) {
      breadcrumbs.push(breadcrumb);
    },
    clear() {
      exceptions.length = 0;
      messages.length = 0;
      breadcrumbs.length = 0;
    },
  };
}
