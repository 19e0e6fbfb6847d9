// Environment: server
// What the API needs from outside: the database and its settings. Handlers receive it explicitly
// (no module-level state), so tests build as many independent APIs as they like.
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';

export type LoginRateLimit = {
  /** Failed sign-ins allowed per account (email) within the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client IP within the window. */
  perIp: number;
  windowMs: number;
};

/** The Airbrake-compatible collector (issue 6): the one project it accepts, and its limits. */
export type ErrorCollectorSettings = {
  projectId: number;
  projectKey: string;
  /** Bearer token that may list stored notices; undefined: listing is refused. */
  readKey: string | undefined;
  /** Notices kept per project; the oldest are deleted beyond it. */
  retention: number;
};

export type ApiSettings = {
  /** When set, every request must carry it in X-Api-Key (issue 3). */
  apiKey: string | undefined;
  /** MAINTENANCE=1: every endpoint answers 503 (SPEC §8). The app_flags row can also switch it. */
  maintenance: boolean;
  sessionTtlMs: number;
  /** Mark the session cookie Secure (production behind HTTPS). */
  secureCookies: boolean;
  loginRateLimit: LoginRateLimit;
  errorCollector: ErrorCollectorSettings;
};

export type ApiDependencies = {
  db: Kysely<Database>;
  settings: ApiSettings;
  log: (line: string) => void;
  now: () => Date;
};

export const defaultApiSettings: ApiSettings = {
  apiKey: undefined,
  maintenance: false,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  secureCookies: false,
  loginRateLimit: { perAccount: 5, perIp: 30, windowMs: 15 * 60 * 1000 },
  errorCollector: {
    projectId: 1,
    projectKey: 'doxo-local-collector',
    readKey: undefined,
    retention: 10_000,
  },
};
