// The account endpoints' bodies and answers (docs/product.md#sign-up,
// docs/product.md#mailed-links): built by server/api, read by src/container and src/user.
import type { SessionResponse } from './sessionContract.js';

export type SignUpRequest = {
  email: string;
  password: string;
  zip_code: string;
  /** A page of this site to open once signed in (validated like the maintenance return). */
  return_to?: string;
};

/**
 * A new account answers 201 with its session (signed in at once). An address that already has an
 * account answers 202 `check_email`: the owner is mailed instead, and nothing says which it was
 * beyond that (docs/product.md#sign-up).
 */
export type SignUpResponse = ({ status: 'created' } & SessionResponse) | { status: 'check_email'; message: string };

/** The API's error body on a form that needs fixing (400 `invalid_fields`). */
export type InvalidFieldsResponse = {
  error: { code: 'invalid_fields'; message: string; fields: Record<string, string> };
};

/** GET /outbox (the outbox read key only): newest first. */
export type OutboxListResponse = {
  messages: {
    id: number;
    to: string;
    kind: string;
    subject: string;
    text: string;
    html: string;
    created_at: string;
    state: 'waiting' | 'sent' | 'kept' | 'failed';
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
  }[];
};

/**
 * POST /account/email-verification, /account/password-reset-request, /account/email-change,
 * /users/me/email and /users/me/email-verification.
 */
export type AccountLinkResponse =
  | { status: 'email_verified' }
  | { status: 'reset_requested'; message: string }
  | { status: 'email_changed'; email: string }
  | { status: 'email_change_requested'; message: string }
  | { status: 'verification_sent'; message: string };

/** POST /users/me/email: the new address, proved by the current password. */
export type EmailChangeRequest = { new_email: string; current_password: string };

/**
 * GET /users/me/deletion: what deleting the account would cancel, shown before the person
 * confirms (docs/product.md#deleting-an-account). Amounts in cents; null for autopay that pays
 * the statement balance.
 */
export type AccountDeletionPreview = {
  scheduled_payments: { id: number; biller: string; amount_cents: number; send_date: string }[];
  autopay_rules: { listing_id: number; biller: string; fixed_amount_cents: number | null }[];
  /** The doxoPLUS membership that would end, if the person has one that renews. */
  membership_ends: boolean;
};

/** POST /users/me/deletion: the current password confirms it. */
export type AccountDeletionRequest = { password: string };

/** The answer once the account is gone: what was canceled, as the final mail says it. */
export type AccountDeletionResponse = { status: 'deleted'; canceled: string[] };

/** PATCH /users/me: the fields to change (docs/product.md#account-settings). */
export type ProfileChanges = { display_name?: string; zip_code?: string };

/** POST /users/me/password. */
export type PasswordChange = { current_password: string; new_password: string };

/** GET /users/me/sessions: where the account is signed in (docs/product.md#active-sessions). */
export type ActiveSessionsResponse = {
  sessions: {
    id: number;
    /** The browser's user agent as it was sent; null when none was. */
    device: string | null;
    /** The address it came from (IPv6: its /64 network). */
    place: string | null;
    signed_in_at: string;
    last_seen_at: string | null;
    current: boolean;
  }[];
};

/** POST /users/me/sessions/sign-out-others. */
export type SignOutOthersResponse = { signed_out: number };
