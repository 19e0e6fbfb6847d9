// Environment: server
// Identity protection (docs/product.md#identity-protection): a member's monitored items (those
// they add, and their wallet's cards, included automatically and masked), the alerts the
// monitoring provider raised about them, and resolving an alert. Another user's item or alert
// answers 404, as an unknown one does.
import type { Request, Response, Router } from 'express';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  IdentityAlert,
  IdentityAlertResponse,
  IdentityProtectionResponse,
  MonitoredItem,
  MonitoredItemCreatedResponse,
  OpenAlertsResponse,
} from '../../src/api/contracts/identityProtectionContract.js';
import {
  MAX_MONITORED_ITEMS,
  monitoredItemLabel,
  normalizeMonitoredItem,
} from '../../src/identityProtection/monitoredItemRules.js';
import type { Database, IdentityAlertTable, MonitoredItemTable } from '../db/databaseSchema.js';
import type { Clock } from '../clock.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireCsrfProof } from './auth/authentication.js';
import { runIdempotent, sendIdempotentAnswer } from './idempotency.js';
import { createSandboxIdentityMonitor, type IdentityMonitor, type ScanSubject } from './identityMonitor.js';
import { requireMembership } from './membershipGate.js';
import { markOwnRowRemoved } from './markOwnRowRemoved.js';
import { parseInput } from './parseInput.js';
import {
  identityAlertIdSchema,
  monitoredItemIdSchema,
  newMonitoredItemSchema,
} from './schemas/identityProtectionSchemas.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { sendPrivately } from './privateAnswer.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An item under watch with what its scan is handed. */
type WatchedItem = { item: MonitoredItem; subject: ScanSubject };

const itemKey = (id: number) => `item:${id}`;
const cardKey = (id: number) => `card:${id}`;

/** Open first (most severe, then newest), then resolved (newest first). */
const severityOrder = { high: 0, medium: 1, low: 2 } as const;

function toAlert(row: Selectable<IdentityAlertTable>): IdentityAlert {
  return {
    id: row.id,
    item_key: row.item_key,
    item_label: row.item_label,
    severity: row.severity,
    what: row.what,
    found_where: row.found_where,
    found_on: row.found_on,
    advice: row.advice,
    status: row.resolved_at ? 'resolved' : 'open',
    resolved_at: row.resolved_at?.toISOString() ?? null,
  };
}

function inAlertOrder(alerts: IdentityAlert[]): IdentityAlert[] {
  return [...alerts].sort(
    (left, right) =>
      Number(left.status === 'resolved') - Number(right.status === 'resolved') ||
      (left.status === 'open' ? severityOrder[left.severity] - severityOrder[right.severity] : 0) ||
      right.found_on.localeCompare(left.found_on) ||
      right.id - left.id,
  );
}

/** An item the member added, as listed and as the monitor scans it (its value in full). */
function watchedAddedItem(
  row: Pick<Selectable<MonitoredItemTable>, 'id' | 'kind' | 'value' | 'created_at'>,
): WatchedItem {
  return {
    item: {
      key: itemKey(row.id),
      id: row.id,
      kind: row.kind,
      label: monitoredItemLabel(row.kind, row.value),
      added_at: row.created_at.toISOString(),
    },
    subject: { kind: row.kind, value: row.value },
  };
}

/** The member's current items: those added, then the wallet's cards (masked by brand and last 4). */
async function watchedItems(db: Db, userId: number): Promise<WatchedItem[]> {
  const [added, cards] = await Promise.all([
    db
      .selectFrom('monitored_items')
      .select(['id', 'kind', 'value', 'created_at'])
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payment_instruments')
      .select(['id', 'brand', 'last4', 'token', 'created_at'])
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .where('kind', 'in', ['debit_card', 'credit_card'])
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...added.map(watchedAddedItem),
    ...cards.map((row): WatchedItem => ({
      item: {
        key: cardKey(row.id),
        id: null,
        kind: 'card',
        label: `${row.brand ?? 'Card'} ••${row.last4}`,
        added_at: row.created_at.toISOString(),
      },
      subject: { kind: 'card', token: row.token, brand: row.brand, last4: row.last4 },
    })),
  ];
}

/**
 * Scans the items not scanned yet and raises what the provider found. Two requests doing it at
 * once raise each alert once: the scan row and the alerts are keyed (migration 0170).
 */
async function scanNewItems(
  db: Db,
  monitor: IdentityMonitor,
  clock: Clock,
  userId: number,
  watched: readonly WatchedItem[],
): Promise<void> {
  if (watched.length === 0) return;
  const scanned = new Set(
    (
      await db
        .selectFrom('identity_scans')
        .select('item_key')
        .where('user_id', '=', userId)
        .where(
          'item_key',
          'in',
          watched.map(({ item }) => item.key),
        )
        .execute()
    ).map((row) => row.item_key),
  );
  for (const { item, subject } of watched) {
    if (scanned.has(item.key)) continue;
    const now = clock.now();
    const findings = await monitor.scan(subject, now);
    const claimed = await db
      .insertInto('identity_scans')
      .values({ user_id: userId, item_key: item.key, scanned_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'item_key']).doNothing())
      .returning('item_key')
      .executeTakeFirst();
    if (!claimed || findings.length === 0) continue;
    await db
      .insertInto('identity_alerts')
      .values(
        findings.map((finding) => ({
          user_id: userId,
          item_key: item.key,
          item_label: item.label,
          finding_key: finding.key,
          severity: finding.severity,
          what: finding.what,
          found_where: finding.where,
          found_on: finding.foundOn,
          advice: finding.advice,
          created_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'item_key', 'finding_key']).doNothing())
      .execute();
  }
}

/** Alerts about the member's current items (a removed item's alerts leave with it). */
async function alertsAbout(db: Db, userId: number, itemKeys: readonly string[]) {
  if (itemKeys.length === 0) return [];
  const rows = await db
    .selectFrom('identity_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('item_key', 'in', itemKeys)
    .execute();
  return inAlertOrder(rows.map(toAlert));
}

/** The member's monitoring as it stands, new items scanned first. */
async function currentMonitoring(
  dependencies: ApiDependencies,
  monitor: IdentityMonitor,
  userId: number,
): Promise<IdentityProtectionResponse> {
  const { db, clock } = dependencies;
  const watched = await watchedItems(db, userId);
  // One transaction: an item is marked scanned only together with the alerts its scan raised.
  await db.transaction().execute((transaction) => scanNewItems(transaction, monitor, clock, userId, watched));
  const alerts = await alertsAbout(
    db,
    userId,
    watched.map(({ item }) => item.key),
  );
  return {
    items: watched.map(({ item }) => item),
    alerts,
    open_alerts: alerts.filter((alert) => alert.status === 'open').length,
  };
}

const alreadyMonitored = () => new ApiError(409, 'item_already_monitored', 'This is already monitored.');

export function registerIdentityProtectionRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, clock } = dependencies;
  const monitor = dependencies.identityMonitor ?? createSandboxIdentityMonitor();

  router.get('/identity_protection', async (request: Request, response: Response) => {
    const session = await requireMembership(dependencies, request);
    const answer = await currentMonitoring(dependencies, monitor, session.userId);
    sendPrivately(response, answer);
  });

  router.get('/identity_protection/open_alerts', async (request: Request, response: Response) => {
    const session = await requireMembership(dependencies, request);
    const { open_alerts: openAlerts } = await currentMonitoring(dependencies, monitor, session.userId);
    const answer: OpenAlertsResponse = { open_alerts: openAlerts };
    sendPrivately(response, answer);
  });

  router.post('/identity_protection/items', async (request: Request, response: Response) => {
    const session = await requireMembership(dependencies, request);
    requireCsrfProof(request, session);
    const body = parseInput(newMonitoredItemSchema, request.body, 'body');
    const normalized = normalizeMonitoredItem(body.kind, body.value);
    if (!normalized.ok) throw new ApiError(422, 'invalid_value', normalized.message);
    const value = normalized.value;
    let answer;
    try {
      answer = await runIdempotent(
        dependencies,
        request,
        // The normalized value: "(206) 555-0143" and "206-555-0143" are one request.
        {
          userId: session.userId,
          operation: 'identity.item.create',
          fingerprint: { ...body, value },
        },
        async (transaction) => {
          const current = await transaction
            .selectFrom('monitored_items')
            .select(['kind', 'value'])
            .where('user_id', '=', session.userId)
            .where('removed_at', 'is', null)
            .execute();
          if (current.some((item) => item.kind === body.kind && item.value === value)) {
            throw alreadyMonitored();
          }
          if (current.length >= MAX_MONITORED_ITEMS) {
            throw new ApiError(
              422,
              'too_many_items',
              `You can monitor up to ${MAX_MONITORED_ITEMS} items besides your cards. Remove one first.`,
            );
          }
          const row = await transaction
            .insertInto('monitored_items')
            .values({ user_id: session.userId, kind: body.kind, value, created_at: clock.now() })
            .returning(['id', 'kind', 'value', 'created_at'])
            .executeTakeFirstOrThrow();
          const watched = watchedAddedItem(row);
          await scanNewItems(transaction, monitor, clock, session.userId, [watched]);
          const created: MonitoredItemCreatedResponse = {
            item: watched.item,
            alerts: await alertsAbout(transaction, session.userId, [watched.item.key]),
          };
          return { status: 201, body: created };
        },
      );
    } catch (error) {
      // Two adds of one value with different keys at once: the index refuses the second.
      if (isUniqueViolation(error)) throw alreadyMonitored();
      throw error;
    }
    sendIdempotentAnswer(response, answer);
  });

  router.delete('/identity_protection/items/:id', async (request: Request, response: Response) => {
    const session = await requireMembership(dependencies, request);
    requireCsrfProof(request, session);
    const { id } = parseInput(monitoredItemIdSchema, request.params, 'path');
    const removed = await markOwnRowRemoved(db, 'monitored_items', { id, userId: session.userId }, clock.now());
    if (!removed) {
      throw new ApiError(404, 'item_not_found', 'No such item among those you monitor.');
    }
    response.setHeader('Cache-Control', 'no-store');
    response.status(204).end();
  });

  router.post('/identity_protection/alerts/:id/resolve', async (request: Request, response: Response) => {
    const session = await requireMembership(dependencies, request);
    requireCsrfProof(request, session);
    const { id } = parseInput(identityAlertIdSchema, request.params, 'path');
    // Resolving twice answers the alert as it was resolved the first time.
    const row =
      (await db
        .updateTable('identity_alerts')
        .set({ resolved_at: clock.now() })
        .where('id', '=', id)
        .where('user_id', '=', session.userId)
        .where('resolved_at', 'is', null)
        .returningAll()
        .executeTakeFirst()) ??
      (await db
        .selectFrom('identity_alerts')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', session.userId)
        .executeTakeFirst());
    if (!row) throw new ApiError(404, 'alert_not_found', 'No such alert.');
    const answer: IdentityAlertResponse = { alert: toAlert(row) };
    response.setHeader('Cache-Control', 'no-store');
    response.json(answer);
  });
}
