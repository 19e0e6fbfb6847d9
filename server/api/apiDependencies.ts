// Environment: server
// What the API needs from outside: the database and its settings. Handlers receive it explicitly
// (no module-level state), so tests build as many independent APIs as they like.
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { TestClockControl } from '../testClock.js';
import type { Database } from '../db/databaseSchema.js';

import type { SignInThrottleSettings } from './auth/signInThrottle.js';
import type { BillerConnection } from './billsConnection.js';
import type { CreditBureau } from './creditBureau.js';
import type { IdentityMonitor } from './identityMonitor.js';
import type { PaymentVault } from './walletVault.js';
import type { PaymentRails } from '../payments/paymentRails.js';

/** The Airbrake-compatible collector (docs/operations.md#error-collector): the one project it accepts, and its limits. */
export type ErrorCollectorSettings = {
  projectId: number;
  projectKey: string;
  /** Bearer token that may list stored notices; undefined: listing is refused. */
  readKey: string | undefined;
  /** Notices kept per project; the oldest are deleted beyond it. */
  retention: number;
  /** Bytes of stored notices and statistics per project (a quarter for statistics). */
  maxBytes: number;
  /** Notices and statistics older than this are deleted. */
  maxAgeMs: number;
  /** Requests a minute from one client address, and for the project key from everyone. */
  requestsPerMinutePerAddress: number;
  requestsPerMinutePerProject: number;
  /** Bytes of reports a minute for the project key from everyone (bodies as received). */
  bytesPerMinutePerProject: number;
};

export type ApiSettings = {
  /** When set, every request must carry it in X-Api-Key (docs/product.md#api-key). */
  apiKey: string | undefined;
  /** MAINTENANCE=1: every endpoint answers 503 (docs/product.md#maintenance). The app_flags row can also switch it. */
  maintenance: boolean;
  sessionTtlMs: number;
  /** Always mark the session cookie Secure; otherwise it is whenever the request came by HTTPS. */
  secureCookies: boolean;
  signInThrottle: SignInThrottleSettings;
  /** Sign-ups before each further one waits (docs/product.md#sign-up-throttling). */
  signUpThrottle: { freePerAddress: number; freePerEmail: number };
  /**
   * A sign-up answers no sooner than this after it arrived, whether it created an account or
   * mailed an existing one, so timing does not tell the two apart (docs/product.md#sign-up).
   */
  signUpMinDurationMs: number;
  /** Where mailed links point (PUBLIC_ORIGIN): every link in a message is absolute. */
  publicOrigin: string;
  /** Bearer token that may read the outbox (`npm run mail`); undefined: nobody can. */
  outboxReadKey: string | undefined;
  errorCollector: ErrorCollectorSettings;
};

export type ApiDependencies = {
  db: Kysely<Database>;
  settings: ApiSettings;
  log: (line: string) => void;
  /** The one clock (server/clock.ts): money code reads it; tests pass a manual one. */
  clock: Clock;
  /** The same clock's `now`, kept for the code written before it. */
  now: () => Date;
  /** TEST_CLOCK=1 only: lets end-to-end tests move time (POST /api/test-clock; docs/product.md#paying-a-bill). */
  testClock?: TestClockControl | undefined;
  /** Where card and account numbers are tokenized; the sandbox (test mode) when absent. */
  paymentVault?: PaymentVault;
  /** What charges memberships at enrollment; the sandbox rails (test mode) when absent. */
  paymentRails?: PaymentRails;
  /** Where bill statements come from; the sandbox (test mode) when absent. */
  billerConnection?: BillerConnection;
  /** Where members' credit reports come from; the sandbox (test mode) when absent. */
  creditBureau?: CreditBureau;
  /** Who scans members' monitored items; the sandbox (test mode) when absent. */
  identityMonitor?: IdentityMonitor;
};

/** The clock and its `now` as ApiDependencies carries them: one time source, never two. */
export function timeFrom(clock: Clock): Pick<ApiDependencies, 'clock' | 'now'> {
  return { clock, now: () => clock.now() };
}

export const defaultApiSettings: ApiSettings = {
  apiKey: undefined,
  maintenance: false,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  secureCookies: false,
  signInThrottle: {
    freePerPair: 5,
    freePerAddress: 50,
    freePerAccount: 20,
    baseDelayMs: 1_000,
    maxDelayMs: 15 * 60 * 1000,
    forgetAfterMs: 24 * 60 * 60 * 1000,
    familiarForMs: 90 * 24 * 60 * 60 * 1000,
  },
  signUpThrottle: { freePerAddress: 10, freePerEmail: 3 },
  signUpMinDurationMs: 400,
  publicOrigin: 'http://localhost:3000',
  outboxReadKey: undefined,
  errorCollector: {
    projectId: 1,
    projectKey: 'doxo-local-collector',
    readKey: undefined,
    retention: 10_000,
    maxBytes: 64 * 1024 * 1024,
    maxAgeMs: 30 * 24 * 60 * 60 * 1000,
    requestsPerMinutePerAddress: 120,
    requestsPerMinutePerProject: 3_000,
    bytesPerMinutePerProject: 8 * 1024 * 1024,
  },
};
