// Environment: server (tests)
// The one set-up of an API suite: `useTestApi(engine, …)` inside a `describe.each(testEngines)`
// starts the API on a fresh, seeded database before the suite's tests, signs in the demo user
// and closes everything after them. What it hands back is usable as soon as it is returned (the
// tests' helpers close over it at describe time) and reaches the started API once it runs, so a
// suite's own set-up is only what that suite is about.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Selectable } from 'kysely';
import type { OutboxMessageTable } from '../../db/databaseSchema.js';
import { createManualClock, systemClock, type Clock, type ManualClock } from '../../clock.js';
import { DEMO_PASSWORD } from '../../db/seed/demoUsers.js';
import type { ApiSettings } from '../apiDependencies.js';
import {
  bearer,
  errorFieldsOf,
  errorOf,
  idempotencyKeys,
  sendByCookie,
  signIn,
  startTestApi,
  type CookieWrite,
  type SignedIn,
  type TestApi,
  type TestDatabase,
  type TestEngine,
} from './startTestApi.js';
import { notStarted, useTestDatabase } from './useTestDatabase.js';

// What a suite needs besides its set-up, from this one module.
export {
  bearer,
  errorFieldsOf,
  errorOf,
  idempotencyKeys,
  signIn,
  testEngines,
  type SignedIn,
  type TestApi,
} from './startTestApi.js';

/**
 * The body of an answer that must be 201 Created: the tests that add something check the status,
 * then read what was made.
 */
export async function createdOf<Body>(response: Response): Promise<Body> {
  expect(response.status).toBe(201);
  return (await response.json()) as Body;
}

/**
 * A refused answer: its status, and words its error message holds (in any case), as the tables of
 * bad queries check each row.
 */
export async function expectRefusedSaying(response: Response, status: number, words: string): Promise<void> {
  expect(response.status).toBe(status);
  expect((await errorOf(response)).message.toLowerCase()).toContain(words);
}

/** An answer refused as invalid (400) that names these fields, and only these, as wrong. */
export async function expectRefusedFields(response: Response, fields: string[]): Promise<void> {
  expect(response.status).toBe(400);
  expect(await errorFieldsOf(response)).toEqual([...fields].sort());
}

export type ApiSuiteOptions = {
  /** The API's clock starts here and stands still until the suite moves it; the system's when left out. */
  now?: Date | string;
  settings?: Partial<ApiSettings>;
};

/** A signed-in user and the requests they make: every one carries their Bearer token. */
export type ApiUser = SignedIn & {
  /** The Bearer header, for a request built by hand. */
  readonly auth: Record<string, string>;
  /** The session cookie with its CSRF header, as the browser sends a change. */
  readonly cookieAuth: Record<string, string>;
  get: (path: string) => Promise<Response>;
  /** As the API's own send, with their Bearer header added to `headers`. */
  send: TestApi['send'];
  /** A POST that creates: it carries a fresh Idempotency-Key unless given one. */
  create: (path: string, body: unknown, key?: string) => Promise<Response>;
  addBill: (body: unknown, key?: string) => Promise<Response>;
  addInstrument: (body: unknown, key?: string) => Promise<Response>;
  pay: (body: unknown, key?: string) => Promise<Response>;
  /** A write sent by their session cookie, without the CSRF header and with it (startTestApi.ts). */
  sendByCookie: (request: CookieWrite) => Promise<{ forged: Response; proper: Response }>;
  /** Signs in again, as a returning user whose session ran out would. */
  signInAgain: () => Promise<void>;
};

export type ApiSuite<SuiteClock extends Clock> = {
  readonly api: TestApi;
  readonly database: TestDatabase;
  readonly clock: SuiteClock;
  /** demo@doxo.test, signed in before the first test when the suite takes it. */
  readonly demo: ApiUser;
  /** Another account, signed in before the first test (call at describe time). */
  user: (email: string) => ApiUser;
  /** A new session now, from inside a test. */
  signIn: (email: string, password?: string) => Promise<ApiUser>;
  /** Idempotency keys no other test or run uses. */
  newKey: () => string;
  /** The mail queued to an address (of one kind, when given), newest first. */
  mailTo: (address: string, kind?: string) => Promise<Selectable<OutboxMessageTable>[]>;
  /** The id of the user's oldest payment method not removed (every seeded account has one). */
  firstInstrumentOf: (user: SignedIn) => Promise<number>;
  /** The id of the user's oldest bill not removed (every seeded account has one). */
  firstBillOf: (user: SignedIn) => Promise<number>;
  /** Another API on the same database (other settings, or a second server), closed with the suite. */
  startAnother: (settings?: Partial<ApiSettings>) => Promise<TestApi>;
};

/** The id of the user's oldest row not removed in a table of things the user keeps. */
async function oldestKept(
  database: TestDatabase,
  table: 'payment_instruments' | 'listings',
  user: SignedIn,
): Promise<number> {
  const { id } = await database.handle.db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', user.userId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function useTestApi(
  engine: TestEngine,
  options: ApiSuiteOptions & { now: Date | string },
): ApiSuite<ManualClock>;
export function useTestApi(engine: TestEngine, options?: ApiSuiteOptions): ApiSuite<Clock>;
export function useTestApi(engine: TestEngine, options: ApiSuiteOptions = {}): ApiSuite<Clock | ManualClock> {
  const clock = options.now === undefined ? systemClock : createManualClock(options.now);
  const newKey = idempotencyKeys(`suite-${engine}`);
  // Opened first and closed last: the database's hooks come before the API's.
  const suiteDatabase = useTestDatabase(engine);
  let started: TestApi | undefined;
  const others: TestApi[] = [];
  const running = () => started ?? notStarted();

  const api: TestApi = {
    get baseUrl() {
      return running().baseUrl;
    },
    get: (path, init) => running().get(path, init),
    send: (method, path, body, headers) => running().send(method, path, body, headers),
    close: () => running().close(),
  };

  const signedInBeforeTests: ApiUser[] = [];
  const userOf = (email: string, password = DEMO_PASSWORD): ApiUser => {
    let session: SignedIn | undefined;
    const current = () => session ?? notStarted();
    const send: ApiUser['send'] = (method, path, body, headers = {}) =>
      api.send(method, path, body, { ...bearer(current()), ...headers });
    const create: ApiUser['create'] = (path, body, key = newKey()) =>
      send('POST', path, body, { 'idempotency-key': key });
    const signInAgain = async () => {
      session = await signIn(api, email, password);
    };
    return {
      get token() {
        return current().token;
      },
      get csrfToken() {
        return current().csrfToken;
      },
      get cookie() {
        return current().cookie;
      },
      get userId() {
        return current().userId;
      },
      get auth() {
        return bearer(current());
      },
      get cookieAuth() {
        return { cookie: current().cookie, 'x-csrf-token': current().csrfToken };
      },
      get: (path) => api.get(path, { headers: bearer(current()) }),
      send,
      create,
      addBill: (body, key) => create('/bills', body, key),
      addInstrument: (body, key) => create('/wallet/instruments', body, key),
      sendByCookie: (request) => sendByCookie(api, current(), request),
      pay: (body, key) => create('/payments', body, key),
      signInAgain,
    };
  };

  const signedInBeforeFirstTest = (email: string) => {
    const user = userOf(email);
    signedInBeforeTests.push(user);
    return user;
  };
  let demo: ApiUser | undefined;

  beforeAll(async () => {
    started = await startTestApi(suiteDatabase, options.settings, clock);
    for (const user of signedInBeforeTests) await user.signInAgain();
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await started?.close();
  });

  return {
    api,
    database: suiteDatabase,
    clock,
    // Signed in only for a suite that asks for it, so the others' sessions stay as they were.
    get demo() {
      return (demo ??= signedInBeforeFirstTest('demo@doxo.test'));
    },
    user: signedInBeforeFirstTest,
    signIn: async (email, password) => {
      const user = userOf(email, password);
      await user.signInAgain();
      return user;
    },
    newKey,
    mailTo: (address, kind) =>
      suiteDatabase.handle.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('to_address', '=', address)
        .$if(kind !== undefined, (query) => query.where('kind', '=', kind ?? ''))
        .orderBy('id', 'desc')
        .execute(),
    firstInstrumentOf: (user) => oldestKept(suiteDatabase, 'payment_instruments', user),
    firstBillOf: (user) => oldestKept(suiteDatabase, 'listings', user),
    startAnother: async (settings = {}) => {
      const other = await startTestApi(suiteDatabase, settings, clock);
      others.push(other);
      return other;
    },
  };
}
