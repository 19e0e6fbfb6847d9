import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  fillCardForm,
  openPage,
  signInWithDialog,
  test,
  waitForHydration,
} from './fixtures.js';

// Wallet and bills (docs/product.md#wallet, docs/product.md#bills), on a server of this file's own:
// its log output (at LOG_LEVEL=info, every line) and its database folder are searched afterwards
// for the full test numbers typed into the forms, which must appear in neither.
const port = Number(process.env.E2E_PORT ?? 3211) + 3;
const origin = `http://127.0.0.1:${port}`;

const testNumbers = {
  card: '4242424242424242',
  declinedCard: '4000000000000002',
  badCard: '4242424242424241',
  account: '987654321012',
  billAccount: '8877665544334321',
} as const;

let server: ChildProcess;
let dataDirectory: string;
let serverOutput = '';

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${serverOutput}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start:\n${serverOutput}`);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDirectory = await mkdtemp(join(tmpdir(), 'wallet-bills-e2e-'));
  server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDirectory,
      SEED_SCALE: 'small',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  await waitForServer();
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDirectory, { recursive: true, force: true });
});

async function signIn(page: Page, path: string) {
  await openPage(page, `${path}?sign_in`);
  await signInWithDialog(page, 'other@doxo.test');
}

test('the wallet adds cards and bank accounts, renames, sets the default and removes', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await signIn(page, '/u/wallet');
  const methods = page.getByRole('list', { name: 'Payment methods' });
  await expect(methods).toBeVisible();
  await expectNoAxeViolations(page);

  // A card: a wrong number is refused beside the field before anything is sent.
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await dialog.getByLabel('Type').selectOption('card');
  await fillCardForm(dialog, { number: testNumbers.badCard, zip: '98101' });
  await dialog.getByRole('button', { name: 'Add payment method' }).click();
  await expect(dialog.getByLabel('Card number')).toHaveAccessibleDescription('Enter a valid card number.');
  await expect(dialog.getByLabel('Card number')).toBeFocused();
  await expectNoAxeViolations(page);
  // The sandbox vault declines its test card: the server's answer appears beside the number.
  await dialog.getByLabel('Card number').fill(testNumbers.declinedCard);
  await dialog.getByRole('button', { name: 'Add payment method' }).click();
  await expect(dialog.getByLabel('Card number')).toHaveAccessibleDescription(/declined/);
  await dialog.getByLabel('Card number').fill(testNumbers.card);
  await dialog.getByLabel('Nickname (optional)').fill('Travel Visa');
  await dialog.getByRole('button', { name: 'Add payment method' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(methods.getByText('Travel Visa')).toHaveCount(1);
  await expect(methods.getByText('Visa credit card ending in 4242, expires 08/2030')).toBeVisible();

  // A bank account, from the keyboard.
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await dialog.getByLabel('Type').selectOption('bank_account');
  await dialog.getByLabel('Name on the account').fill('Olive Other');
  await dialog.getByLabel('Routing number').fill('011000015');
  await dialog.getByLabel('Account number').fill(testNumbers.account);
  await dialog.getByLabel('Account type').selectOption('savings');
  await dialog.getByLabel('Account number').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(methods.getByText('Savings account ending in 1012')).toBeVisible();

  // Rename, make default, remove with a confirmation.
  await page.getByRole('button', { name: 'Rename Savings 1012' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Savings 1012' });
  await rename.getByLabel('Nickname').fill('Rainy day');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(methods.getByText('Rainy day')).toBeVisible();
  await page.getByRole('button', { name: 'Make Rainy day the default' }).click();
  await expect(methods.getByRole('listitem').first()).toContainText('Rainy day');
  await expect(methods.getByRole('listitem').first()).toContainText('Default');
  await page.getByRole('button', { name: 'Remove Travel Visa' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Travel Visa?' });
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(methods.getByText('Travel Visa')).toHaveCount(0);

  // What the server rendered after a reload is the same wallet.
  await page.reload();
  await waitForHydration(page);
  await expect(methods.getByText('Rainy day')).toBeVisible();
  await expect(methods.getByText('Travel Visa')).toHaveCount(0);
  // The declined card's 422 is the one failed request the browser logs.
  expect(consoleErrors.filter((error) => !error.includes('status of 422'))).toEqual([]);
});

test('removing a payment method that pays a scheduled payment and an autopay rule moves them, in one step', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const session = await page.request.post('/api/session', {
    data: { email: 'other@doxo.test', password: 'doxo-demo-2026' },
  });
  expect(session.status()).toBe(201);
  const { csrf_token: csrf } = (await session.json()) as { csrf_token: string };
  const { instruments } = (await (await page.request.get('/api/wallet/instruments')).json()) as {
    instruments: { id: number; nickname: string }[];
  };
  const card = instruments.find((item) => item.nickname === 'Sandbox Visa debit');
  const rainyDay = instruments.find((item) => item.nickname === 'Rainy day');
  if (!card || !rainyDay) throw new Error('the demo wallet and the first test’s account are needed');
  const { list } = (await (await page.request.get('/api/accounts/list')).json()) as {
    list: { id: number }[];
  };
  const [first, second] = list;
  if (!first || !second) throw new Error('other has two bills');
  // Four weeks ahead, on a Wednesday: a banking day a bank transfer can still reach.
  const later = new Date(Date.now() + 28 * 24 * 60 * 60 * 1000);
  later.setUTCDate(later.getUTCDate() + ((3 - later.getUTCDay() + 7) % 7));
  const scheduled = await page.request.post('/api/payments', {
    data: {
      listing_id: first.id,
      payment_instrument_id: card.id,
      amount_cents: 4_200,
      delivery_date: later.toISOString().slice(0, 10),
    },
    headers: { 'x-csrf-token': csrf, 'idempotency-key': `wallet-e2e-${Date.now()}` },
  });
  expect(scheduled.status()).toBe(201);
  const payment = (await scheduled.json()) as { id: number };
  const autopay = await page.request.put(`/api/autopay/${second.id}`, {
    data: { payment_instrument_id: card.id, amount_kind: 'statement_balance' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(autopay.status()).toBe(200);

  await openPage(page, '/u/wallet');
  await page.getByRole('button', { name: 'Remove Sandbox Visa debit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Sandbox Visa debit?' });
  await expect(dialog.getByText(/the scheduled payment to .+ on \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(dialog.getByText(/^autopay for /)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Move them to another payment method' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Move them to', { exact: true }).selectOption(String(rainyDay.id));
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('What it paid now uses Rainy day.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payment methods' }).getByText('Sandbox Visa debit')).toHaveCount(0);

  const moved = (await (await page.request.get(`/api/payments/${payment.id}`)).json()) as {
    payment_instrument_id: number;
    status: string;
    fee_cents: number;
  };
  expect(moved).toMatchObject({
    payment_instrument_id: rainyDay.id,
    status: 'scheduled',
    fee_cents: 0,
  });
  const rule = (await (await page.request.get(`/api/autopay/${second.id}`)).json()) as {
    payment_instrument_id: number;
  };
  expect(rule.payment_instrument_id).toBe(rainyDay.id);

  // The receipt says what changed, when and why; history shows the method it uses now, marked.
  await openPage(page, `/u/bills/history/${payment.id}`);
  await expect(
    page
      .getByRole('list', { name: 'Changes to this payment' })
      .getByText(
        /^Payment method changed from Visa ••4242 to Savings ••1012 on \w{3} \d{1,2}, \d{4}, because Visa ••4242 was removed from your wallet\./,
      ),
  ).toBeVisible();
  await expect(page.getByText('Bank account, Savings ••1012')).toBeVisible();
  await expectNoAxeViolations(page);
  await openPage(page, '/u/bills/history');
  const row = page.getByRole('row').filter({ hasText: 'Savings ••1012' });
  await expect(row.getByText('Method changed')).toBeVisible();
  // The bill's autopay card says its rule moved.
  await openPage(page, `/u/bills/${second.id}`);
  await expect(
    page.getByText(
      /^Autopay moved to Savings ••1012 on \w{3} \d{1,2}, \d{4} when Visa ••4242 was removed from your wallet\.$/,
    ),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('bills: add one from the directory, rename it and remove it', async ({ page, consoleErrors }) => {
  test.slow();
  await signIn(page, '/u/bills');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add a bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bill' });
  await dialog.getByLabel('Account number').fill('12');
  await dialog.getByRole('button', { name: 'Add bill' }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText('Choose your biller from the list.');
  await dialog.getByRole('combobox', { name: 'Biller' }).fill('Comcast');
  await dialog
    .getByRole('option', { name: /Comcast/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Add bill' }).click();
  await expect(dialog.getByLabel('Account number')).toHaveAccessibleDescription(/4 to 24 letters and digits/);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Account number').fill(testNumbers.billAccount);
  await dialog.getByLabel('Nickname (optional)').fill('Home internet');
  await dialog.getByRole('button', { name: 'Add bill' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row', { name: /Home internet/ });
  await expect(row).toContainText('••••4321');
  await expect(row.getByRole('link', { name: 'Pay Home internet' })).toHaveAttribute('href', /listing=\d+/);

  // The bill's own page: its statement and settings, rendered on the server.
  await row.getByRole('link', { name: /Comcast/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home internet' })).toBeVisible();
  await expect(page.getByText('Minimum due')).toBeVisible();
  await expectNoAxeViolations(page);
  const paperless = page.getByRole('switch', { name: 'Paperless billing' });
  // The switch shows the server's answer, so it turns on once the change is saved.
  await paperless.click();
  await expect(page.getByText('Paperless billing is on.')).toBeVisible();
  await expect(paperless).toBeChecked();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('switch', { name: 'Paperless billing' })).toBeChecked();

  // Autopay on the bill's page: a fixed amount is checked before it is sent, the rule is the
  // server's (it survives a reload), and turning it off deletes it.
  const autopay = page.getByRole('region', { name: 'Autopay' });
  await expect(autopay.getByRole('status')).toHaveText('Autopay is off.');
  await autopay.getByLabel('Amount').selectOption('fixed');
  await autopay.getByLabel('Fixed amount, in dollars').fill('0.50');
  await autopay.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(autopay.getByLabel('Fixed amount, in dollars')).toHaveAccessibleDescription(
    /Enter an amount from \$1\.00/,
  );
  await autopay.getByLabel('Fixed amount, in dollars').fill('45.25');
  await autopay.getByLabel('Pay it').selectOption('5');
  await autopay.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(page.getByText('Autopay is on.')).toBeVisible();
  await expect(autopay.getByRole('status')).toContainText(
    /Autopay pays \$45\.25 from .+, 5 days before each due date\./,
  );
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(autopay.getByRole('status')).toContainText('Autopay pays $45.25');
  await autopay.getByRole('button', { name: 'Turn off autopay' }).click();
  await expect(autopay.getByRole('status')).toHaveText('Autopay is off.');
  await page.reload();
  await waitForHydration(page);
  await expect(autopay.getByRole('status')).toHaveText('Autopay is off.');
  await page.goBack();
  await waitForHydration(page);

  await row.getByRole('button', { name: 'Rename Home internet' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Home internet' });
  await rename.getByLabel('Nickname').fill('Fiber');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: /Fiber/ })).toBeVisible();
  await table.getByRole('button', { name: 'Remove Fiber' }).click();
  await page.getByRole('dialog', { name: 'Remove Fiber?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row', { name: /Fiber/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('full card and account numbers appear in no log line and nowhere in the database', async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  expect(serverOutput).toContain('/api/wallet/instruments');
  const database = new PGlite(join(dataDirectory, 'pglite'));
  const tables = await database.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  let dump = '';
  for (const { name } of tables.rows) {
    const rows = await database.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${name} t`);
    dump += rows.rows.map((row) => row.row).join('\n');
  }
  await database.close();
  expect(dump).toContain('Rainy day');
  for (const secret of Object.values(testNumbers)) {
    expect(serverOutput, 'server log').not.toContain(secret);
    expect(dump, 'database').not.toContain(secret);
  }
});
