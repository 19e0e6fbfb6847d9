// Environment: server The Airbrake-compatible error collector (docs/operations.md#error-collector,
// docs/product.md#error-reporting): the notice the @airbrake/browser notifier posts, the statistics
// it flushes, the remote config it polls, and our own listing of collected notices (read by
// scripts/notices.ts, which validates the answer with the same schema).
import { z } from 'zod';
import {
  NOTICE_MAX_LENGTH,
  REMOTE_CONFIG_POLL_INTERVAL_MS,
} from '../../../src/error-reporting/errorReportingLimits.js';

/**
 * docs/product.md#notice-size: a notice is at most 64000 characters of JSON, the limit our
 * reporters enforce. A longer body comes from something else and is refused with a 413.
 */
export { NOTICE_MAX_LENGTH };
/** Notices carry one error, or a short chain of causes; 50 leaves room without inviting abuse. */
export const NOTICE_MAX_ERRORS = 50;
/** Bytes a collector request may carry: a notice fits well within it, as do 15 s of stats. */
export const REPORT_MAX_BYTES = 256 * 1024;

/** Columns copied out of a notice for listing are cut to these lengths (the notice keeps all). */
export const ERROR_MESSAGE_COLUMN_LENGTH = 1_000;
export const URL_COLUMN_LENGTH = 2_000;

/** docs/product.md#reporting-requests: the remote config is polled every 10 minutes. */
export const REMOTE_CONFIG_POLL_SECONDS = REMOTE_CONFIG_POLL_INTERVAL_MS / 1000;

const jsonObject = z.record(z.string(), z.unknown());

/**
 * A context field we copy into a column. Another type there is not worth losing the notice over:
 * the notice is stored as sent, the column is just left empty.
 */
const copiedText = z.string().optional().catch(undefined);

export const noticeErrorSchema = z.looseObject({
  type: z.string(),
  message: z.string(),
  backtrace: z.array(z.unknown()).optional(),
});

/** Airbrake's v3 notice. Keys we do not know are allowed and stored as they came. */
export const noticeSchema = z.looseObject({
  errors: z.array(noticeErrorSchema).min(1).max(NOTICE_MAX_ERRORS),
  context: z.looseObject({ url: copiedText, severity: copiedText, environment: copiedText }).optional(),
  params: jsonObject.optional(),
  environment: jsonObject.optional(),
  session: jsonObject.optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Route, query and queue statistics: `{ environment, routes | queries | queues: [...] }`. */
export const statsReportSchema = jsonObject;

/** Airbrake's answer to a stored notice; `url` would link to its page, which we do not have. */
export type NoticeCreatedResponse = { id: string; url: string };

/** What remote_settings.js of @airbrake/browser reads from the config it polls. */
export type RemoteConfigResponse = {
  project_id: number;
  updated_at: number;
  poll_sec: number;
  config_route: string;
  settings: { name: 'errors' | 'apm'; enabled: boolean }[];
};

/** Notices live in a bigserial column: 15 digits stay within the integers a number holds. */
const noticeIdCursor = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'must be a positive integer id')
  .transform(Number);

export const noticesListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor: the `next_before` of the previous page; only older notices are listed. */
  before: noticeIdCursor.optional(),
});

export const listedNoticeSchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  error_type: z.string().nullable(),
  error_message: z.string().nullable(),
  url: z.string().nullable(),
  severity: z.string().nullable(),
  environment: z.string().nullable(),
  /** The stored notice, exactly as JSON; readers pick what they understand. */
  notice: z.unknown(),
});

export const noticesListResponseSchema = z.object({
  notices: z.array(listedNoticeSchema),
  next_before: z.number().int().nullable(),
});
export type NoticesListResponse = z.infer<typeof noticesListResponseSchema>;
