// Environment: server
import type { INotice } from '@airbrake/browser';
import { AxiosError } from 'axios';
import { describeError, errorSummary } from './describeError.js';
import { NOTICE_MAX_LENGTH, REQUEST_TIMEOUT_MS } from './errorReportingLimits.js';
import { limitNoticeSize } from './limitNoticeSize.js';
import { redactRecord } from './redactSensitiveKeys.js';

// The server's side of error reporting (docs/product.md#error-reporting,
// docs/product.md#load-failures: failures are reported): rendering errors (renderer/+onError.ts),
// API failures met while rendering (renderer/ +onCreatePageContext.server.ts) and anything Express
// catches (server/app.ts). Each failure is one JSON line on stderr, as before, and one Airbrake v3
// notice posted to the same collector the browser uses, with the same redaction and size limit.

/** Where this request's server-side notices go; undefined: only the log line. */
export type ServerErrorReporting = { noticesUrl: string; environment: string };

type BacktraceFrame = { function: string; file: string; line: number; column: number };

/** Node's V8 stack lines: "    at fn (file:line:col)" or "    at file:line:col". */
const STACK_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

function parseBacktrace(stack: string | undefined): BacktraceFrame[] {
  if (!stack) return [];
  return stack.split('\n').flatMap((line) => {
    const match = STACK_FRAME.exec(line);
    if (!match) return [];
    const [, name, file, lineNumber, column] = match;
    return [
      {
        function: name ?? '',
        file: file ?? '',
        line: Number(lineNumber),
        column: Number(column),
      },
    ];
  });
}

/** What an API failure adds: status and address, never its headers (they carry tokens). */
function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof AxiosError)) return {};
  return {
    status: error.response?.status ?? null,
    method: error.config?.method?.toUpperCase() ?? null,
    endpoint: error.config?.url ?? null,
  };
}

export function buildServerNotice(error: unknown, context: Record<string, unknown>, environment: string): INotice {
  const failure = describeError(error);
  const { url, ...params } = context;
  const notice: INotice = {
    errors: [
      {
        type: failure.name,
        message: failure.message,
        backtrace: parseBacktrace(failure.stack),
      },
    ],
    context: {
      severity: 'error',
      environment,
      component: 'server',
      ...(typeof url === 'string' ? { url } : {}),
      notifier: { name: 'doxo-server-reporter', version: '1.0.0', url: '' },
    },
    params: redactRecord({ ...describeFailure(error), ...params }),
  };
  return limitNoticeSize(notice, NOTICE_MAX_LENGTH);
}

export type ServerReportOptions = {
  fetch?: typeof fetch;
  log?: (line: string) => void;
};

/**
 * Logs the failure and, when a collector is configured, posts it there. Never throws and never
 * rejects: reporting a failure must not become a second one. The promise is for tests.
 */
export async function reportServerError(
  error: unknown,
  context: Record<string, unknown>,
  reporting: ServerErrorReporting | undefined,
  { fetch: post = fetch, log = (line) => console.error(line) }: ServerReportOptions = {},
): Promise<void> {
  log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      error: errorSummary(error),
      ...describeFailure(error),
      ...redactRecord(context),
    }),
  );
  if (!reporting) return;
  try {
    const response = await post(reporting.noticesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buildServerNotice(error, context, reporting.environment)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) log(`error reporting: the collector answered ${response.status}`);
  } catch (failure) {
    log(`error reporting: the notice was not delivered (${errorSummary(failure)})`);
  }
}
