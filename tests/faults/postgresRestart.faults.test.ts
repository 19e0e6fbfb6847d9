// An operator's day with PostgreSQL: its server restarts under the product's feet. The product
// runs as in production (the built server, `npm run worker` beside it with PAYMENT_WORKER=0) on a
// PostgreSQL server of this test's own (throwawayPostgres.ts), which the test stops and starts.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import type { Database } from '../../server/db/databaseSchema.js';
import { openDatabase, type DatabaseHandle } from '../../server/db/openDatabase.js';
import { createBillPayment } from '../../server/payments/createBillPayment.js';
import {
  answers,
  descendantsOf,
  freePort,
  isAlive,
  startServerProcess,
  startWorkerProcess,
  waitFor,
  type ProductProcess,
} from './productProcesses.js';
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from './throwawayPostgres.js';

const unavailable = throwawayPostgresUnavailable();
if (unavailable) {
  console.warn(`SKIPPED: the PostgreSQL restart tests need a server of their own: ${unavailable}.`);
}

const DEMO = { email: 'demo@doxo.test', password: 'doxo-demo-2026' };
/** How long the database stays down in each restart. */
const OUTAGE_MS = 3_000;

type Session = { cookie: string; token: string };

describe.skipIf(unavailable !== undefined)('PostgreSQL restarting under the product', () => {
  let postgres: ThrowawayPostgres;
  let server: ProductProcess;
  let worker: ProductProcess;
  let origin: string;
  let database: DatabaseHandle;
  let db: Kysely<Database>;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      SEED_SCALE: 'small',
      PAYMENT_WORKER: '0',
    });
    await waitFor(async () => (await answers(`${origin}/readyz`)) === 200, 'the server', 240_000);
    worker = startWorkerProcess({ DATABASE_URL: postgres.url, LOG_LEVEL: 'info' });
    await waitFor(() => worker.output.some((line) => line.includes('Payment worker running')), 'the worker', 120_000);
    database = await openDatabase({ kind: 'postgres', url: postgres.url }, { onLost: () => {}, onRecovered: () => {} });
    db = database.db;
  }, 400_000);

  afterAll(async () => {
    await database?.close();
    for (const product of [server, worker]) {
      if (product?.child.exitCode === null) product.child.kill('SIGKILL');
    }
    postgres?.remove();
  });

  async function restartPostgres(): Promise<void> {
    postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    postgres.start();
  }

  async function signIn(): Promise<Session> {
    const response = await fetch(`${origin}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const body = (await response.json()) as { token: string };
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return { cookie, token: body.token };
  }

  /** The demo household's first bill and its bank account, as the API lists them. */
  async function billAndBankAccount(session: Session) {
    const headers = { authorization: `Bearer ${session.token}` };
    const bills = (await (await fetch(`${origin}/api/accounts/list`, { headers })).json()) as {
      list: { id: number }[];
    };
    const instruments = (await (await fetch(`${origin}/api/wallet/instruments`, { headers })).json()) as {
      instruments: { id: number; kind: string }[];
    };
    const bill = bills.list[0];
    const bank = instruments.instruments.find((instrument) => instrument.kind === 'bank_account');
    if (!bill || !bank) throw new Error('the demo household has no bill or no bank account');
    return { listingId: bill.id, instrumentId: bank.id };
  }

  /**
   * Payments whose send and delivery days are past, made as the API makes them (with a clock ten
   * days back): the worker moves each at once through processing and sent to delivered.
   */
  async function createDuePayments(count: number, amountBase: number): Promise<number[]> {
    const user = await db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    const instrument = await db
      .selectFrom('payment_instruments')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'bank_account')
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const listing = await db
      .selectFrom('listings')
      .select('id')
      .where('user_id', '=', user.id)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const clock = createManualClock(new Date(Date.now() - 10 * 24 * 60 * 60 * 1000));
    const run = randomBytes(4).toString('hex');
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      ids.push(
        await db.transaction().execute((transaction) =>
          createBillPayment(transaction, clock, {
            userId: user.id,
            listingId: listing.id,
            instrumentId: instrument.id,
            amountCents: amountBase + index * 100,
            idempotencyKey: `faults-due-${run}-${index}`,
            // Many payments to one bill on purpose (docs/product.md#duplicate-payments).
            confirmDuplicate: true,
          }),
        ),
      );
    }
    return ids;
  }

  /** Each payment's statuses in order. */
  async function statusesOf(ids: number[]): Promise<Map<number, string[]>> {
    const rows = await db
      .selectFrom('bill_payment_events')
      .select(['payment_id', 'status'])
      .where('payment_id', 'in', ids)
      .orderBy('id')
      .execute();
    const statuses = new Map<number, string[]>(ids.map((id) => [id, []]));
    for (const row of rows) statuses.get(row.payment_id)?.push(row.status);
    return statuses;
  }

  async function allDelivered(ids: number[]): Promise<boolean> {
    const statuses = await statusesOf(ids).catch(() => new Map<number, string[]>());
    return ids.every((id) => statuses.get(id)?.at(-1) === 'delivered');
  }

  /** Every payment moved exactly once through each step, and counted once for the insights. */
  async function expectEachMovedOnce(ids: number[], amountBase: number) {
    const statuses = await statusesOf(ids);
    for (const id of ids) {
      expect([id, statuses.get(id)]).toEqual([id, ['scheduled', 'processing', 'sent', 'delivered']]);
    }
    const { rows } = await sql<{ amount_cents: number; count: number }>`
      SELECT amount_cents, count(*)::int AS count FROM payments
      WHERE amount_cents BETWEEN ${amountBase} AND ${amountBase + ids.length * 100}
        AND paid_at > now() - interval '1 hour'
      GROUP BY amount_cents`.execute(db);
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((row) => row.count === 1)).toBe(true);
  }

  it('keeps the server up through a restart under load: 503s, then 200s, no payment lost or doubled', async () => {
    const session = await signIn();
    const { listingId, instrumentId } = await billAndBankAccount(session);
    const statuses = new Map<string, number>();
    const bodies503: string[] = [];
    const readiness: number[] = [];
    const liveness: (number | 'refused')[] = [];
    const createdKeys: string[] = [];
    let stopping = false;
    const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    const reads = [
      '/api/directory/service_types',
      '/api/session',
      '/api/users/me',
      '/api/accounts/list',
      '/api/payments',
      '/u/bills',
    ];
    const reader = async (offset: number) => {
      for (let index = offset; !stopping; index += 1) {
        const path = reads[index % reads.length] ?? '/healthz';
        try {
          const response = await fetch(`${origin}${path}`, {
            headers: { cookie: session.cookie },
            redirect: 'manual',
            signal: AbortSignal.timeout(15_000),
          });
          const body = await response.text();
          count(String(response.status));
          if (response.status === 503 && path.startsWith('/api/')) bodies503.push(body);
          if (response.status === 503 && !response.headers.get('retry-after')) count('no-retry');
        } catch {
          count('network error');
        }
      }
    };
    // A careful client: one key per payment, sent again (after Retry-After) until answered.
    const payer = async (name: string) => {
      for (let index = 0; !stopping; index += 1) {
        const key = `faults-${name}-${randomBytes(4).toString('hex')}-${index}`;
        for (;;) {
          const answer = await fetch(`${origin}/api/payments`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${session.token}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify({
              listing_id: listingId,
              payment_instrument_id: instrumentId,
              amount_cents: 2_500,
              // Many payments to one bill on purpose (docs/product.md#duplicate-payments).
              confirm_duplicate: true,
            }),
            signal: AbortSignal.timeout(15_000),
          }).then(
            (response) => response.status,
            () => 0,
          );
          count(`payment ${answer}`);
          if (answer === 201 || answer === 200) {
            createdKeys.push(key);
            break;
          }
          if (stopping) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    };
    const watcher = async () => {
      while (!stopping) {
        readiness.push(Number(await answers(`${origin}/readyz`)));
        liveness.push(await answers(`${origin}/healthz`));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const load = Promise.all([...[0, 1, 2, 3, 4, 5].map(reader), payer('a'), payer('b'), watcher()]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await restartPostgres();
    await waitFor(() => readiness.at(-1) === 200, '/readyz to answer 200 again', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    stopping = true;
    await load;

    // The server never exited, and says so as an operator's checks see it.
    expect(server.child.exitCode).toBeNull();
    expect(await answers(`${origin}/readyz`)).toBe(200);
    expect(liveness.every((status) => status === 200)).toBe(true);
    // Ready, then not while the database was away, then ready again.
    const firstDown = readiness.indexOf(503);
    expect(firstDown).toBeGreaterThan(0);
    expect(readiness.slice(0, firstDown).every((status) => status === 200)).toBe(true);
    expect(readiness.at(-1)).toBe(200);
    // While it was away the API said so (503 database_unavailable with Retry-After), never 500.
    expect(bodies503.length).toBeGreaterThan(0);
    expect(bodies503.every((body) => body.includes('"database_unavailable"'))).toBe(true);
    expect(statuses.get('no-retry') ?? 0).toBe(0);
    const answered = [...statuses.keys()];
    expect(answered.filter((status) => /(^|\s)5\d\d$/.test(status) && !status.endsWith('503'))).toEqual([]);
    expect(statuses.get('network error') ?? 0).toBe(0);
    // Every payment asked for exists exactly once, its retries included.
    expect(createdKeys.length).toBeGreaterThan(2);
    const rows = await db
      .selectFrom('bill_payments')
      .select(['idempotency_key'])
      .where('idempotency_key', 'like', 'faults-%')
      .where('idempotency_key', 'not like', 'faults-due-%')
      .execute();
    const made = rows.map((row) => row.idempotency_key);
    for (const key of createdKeys) expect(made.filter((one) => one === key)).toHaveLength(1);
    // No payment that was not answered either (an in-flight one at the end at most once).
    expect(new Set(made).size).toBe(made.length);
    // The loss and the return were logged once each.
    const lines = server.output.join('\n');
    expect(lines).toContain('database connection lost');
    expect(lines).toContain('database answers again');
  }, 180_000);

  it('keeps an idle worker polling across a restart: it moves payments made afterwards', async () => {
    const before = worker.output.length;
    await restartPostgres();
    const ids = await createDuePayments(10, 410_000);
    await waitFor(() => allDelivered(ids), 'the idle worker to move the payments', 120_000);
    expect(worker.child.exitCode).toBeNull();
    await expectEachMovedOnce(ids, 410_000);
    // A loss the worker noticed is logged with its return. Since the seed's autopay rules keep it
    // busy, the restart can fall between its queries and go unnoticed: then nothing is logged.
    const logged = worker.output.slice(before).join('\n');
    if (logged.includes('database connection lost')) {
      expect(logged).toContain('database answers again');
    }
  }, 180_000);

  it('keeps a busy worker going across a restart: each payment moved exactly once', async () => {
    const ids = await createDuePayments(120, 520_000);
    await waitFor(
      async () => {
        const statuses = await statusesOf(ids);
        return ids.filter((id) => (statuses.get(id)?.length ?? 0) > 1).length >= 5;
      },
      'the worker to start on the payments',
      60_000,
    );
    await restartPostgres();
    await waitFor(() => allDelivered(ids), 'the busy worker to move every payment', 240_000);
    expect(worker.child.exitCode).toBeNull();
    await expectEachMovedOnce(ids, 520_000);
  }, 300_000);

  it('stops `npm run worker` on SIGTERM with exit 0, leaving no process behind', async () => {
    const npm = worker.child.pid ?? 0;
    const tree = [npm, ...descendantsOf(npm)];
    expect(tree.length).toBeGreaterThan(1);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    await waitFor(() => tree.every((pid) => !isAlive(pid)), 'every worker process to end', 10_000);
  }, 30_000);
});
