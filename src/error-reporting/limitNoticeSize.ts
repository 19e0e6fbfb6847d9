import type { INotice } from '@airbrake/browser';

// docs/product.md#notice-size: a notice is at most 64000 characters of JSON. Airbrake's own
// `jsonifyNotice` only trims params, environment and session and *throws* when the context (which
// holds the 20-entry history of console arguments) is what makes the notice too big. This trims
// every part, in steps that keep as much as possible: long strings first, then wide objects and
// deep nesting, then older history entries, so the error itself and the most recent history survive
// longest.

type NoticeError = NonNullable<INotice['errors']>[number];

type ShrinkLimits = {
  maxStringLength: number;
  maxEntries: number;
  maxDepth: number;
  historyEntries: number;
  backtraceFrames: number;
};

const STEPS = 8;

function limitsForStep(step: number): ShrinkLimits {
  return {
    maxStringLength: Math.max(16, 1024 >> step),
    maxEntries: Math.max(1, 128 >> step),
    maxDepth: Math.max(1, 8 >> step),
    historyEntries: [20, 20, 10, 5, 3, 1, 0, 0][step] ?? 0,
    backtraceFrames: Math.max(1, 64 >> step),
  };
}

export function noticeLength(notice: INotice): number {
  return JSON.stringify(notice).length;
}

/**
 * Returns `notice` itself when its JSON fits in `maxLength` characters, otherwise a trimmed copy
 * that does (the last step leaves only a few characters per field, so it always fits).
 * The notice must be acyclic (our redaction step runs first and breaks cycles).
 */
export function limitNoticeSize(notice: INotice, maxLength: number): INotice {
  if (noticeLength(notice) <= maxLength) return notice;
  let trimmed = notice;
  for (let step = 0; step < STEPS; step++) {
    trimmed = shrinkNotice(notice, limitsForStep(step));
    if (noticeLength(trimmed) <= maxLength) return trimmed;
  }
  return trimmed;
}

function shrinkNotice(notice: INotice, limits: ShrinkLimits): INotice {
  const context: unknown = notice.context;
  return {
    ...notice,
    errors: notice.errors?.slice(0, limits.maxEntries).map((error) => shrinkError(error, limits)),
    context: shrinkValue(keepRecentHistory(context, limits.historyEntries), limits, 0),
    params: shrinkValue(notice.params, limits, 0),
    session: shrinkValue(notice.session, limits, 0),
    environment: shrinkValue(notice.environment, limits, 0),
  };
}

function shrinkError(error: NoticeError, limits: ShrinkLimits): NoticeError {
  const cut = (text: string) => truncateString(text, limits.maxStringLength);
  return {
    type: cut(error.type),
    message: cut(error.message),
    backtrace: error.backtrace.slice(0, limits.backtraceFrames).map((frame) => ({
      function: cut(frame.function),
      file: cut(frame.file),
      line: frame.line,
      column: frame.column,
    })),
  };
}

/** The newest entries are the ones that explain the error, so older ones go first. */
function keepRecentHistory(context: unknown, entries: number): unknown {
  if (!isRecord(context) || !Array.isArray(context.history)) return context;
  const history: unknown[] = context.history;
  return { ...context, history: entries === 0 ? [] : history.slice(-entries) };
}

function shrinkValue(value: unknown, limits: ShrinkLimits, depth: number): unknown {
  if (typeof value === 'string') return truncateString(value, limits.maxStringLength);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return value;
  if (value instanceof Error) return truncateString(String(value), limits.maxStringLength);
  if (depth >= limits.maxDepth) return Array.isArray(value) ? '[Truncated Array]' : '[Truncated]';
  if (Array.isArray(value)) {
    return value.slice(0, limits.maxEntries).map((item: unknown) => shrinkValue(item, limits, depth + 1));
  }
  const entries = Object.entries(value)
    .slice(0, limits.maxEntries)
    .map(([key, item]): [string, unknown] => [
      truncateString(key, limits.maxStringLength),
      shrinkValue(item, limits, depth + 1),
    ]);
  return Object.fromEntries(entries);
}

function truncateString(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
