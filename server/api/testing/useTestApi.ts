// Environment: server (tests)
// The one set-up of an API suite: `useTestApi(engine, …)` inside a `describe.each(testEngines)`
// starts the API on a fresh, seeded database before the suite's tests, signs in the demo user
// and closes everything after them. What it hands back is usable as soon as it is returned (the
// tests' helpers close over it at describe time) and reaches the started API once it runs, so a
// suite's own set-up is only what that suite is about.
import { afterAll, beforeAll } from 'vitest';
import { createManualClock, systemClock, type Clock, type ManualClock } from '../../clock.js';
import { DEMO_PASSWORD } from '../../db/seed/demoUsers.js';
import type { ApiSettings } from '../apiDependencies.js';
import {
  bearer,
  idempotencyKeys,
  openTestDatabase,
  signIn,
  startTestApi,
  type SignedIn,
  type TestApi,
  type TestDatabase,
  type TestEngine,
} from './startTestApi.js';

// What a suite needs besides its set-up, from this one module.
export {
  bearer,
  errorOf,
  idempotencyKeys,
  sendByCookie,
  signIn,
  testEngines,
  type SignedIn,
  type TestApi,
} from './startTestApi.js';

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
  send: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  /** A POST that creates: it carries a fresh Idempotency-Key unless given one. */
  create: (path: string, body: unknown, key?: string) => Promise<Response>;
  addBill: (body: unknown, key?: string) => Promise<Response>;
  addInstrument: (body: unknown, key?: string) => Promise<Response>;
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
  /** Another API on the same database (other settings, or a second server), closed with the suite. */
  startAnother: (settings?: Partial<ApiSettings>) => Promise<TestApi>;
};

function notStarted(): never {
  throw new Error('the test API starts in beforeAll: use it inside a test or a hook');
}

export function useTestApi(
  engine: TestEngine,
  options: ApiSuiteOptions & { now: Date | string },
): ApiSuite<ManualClock>;
export function useTestApi(engine: TestEngine, options?: ApiSuiteOptions): ApiSuite<Clock>;
export function useTestApi(
  engine: TestEngine,
  options: ApiSuiteOptions = {},
): ApiSuite<Clock | ManualClock> {
  const clock = options.now === undefined ? systemClock : createManualClock(options.now);
  const newKey = idempotencyKeys(`suite-${engine}`);
  let database: TestDatabase | undefined;
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
  const suiteDatabase: TestDatabase = {
    get handle() {
      return (database ?? notStarted()).handle;
    },
    close: () => (database ?? notStarted()).close(),
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
    database = await openTestDatabase(engine);
    started = await startTestApi(database, options.settings, clock);
    for (const user of signedInBeforeTests) await user.signInAgain();
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await started?.close();
    await database?.close();
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
    startAnother: async (settings = {}) => {
      const other = await startTestApi(database ?? notStarted(), settings, clock);
      others.push(other);
      return other;
    },
  };
}
