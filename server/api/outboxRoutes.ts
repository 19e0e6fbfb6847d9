// Environment: server
// GET /outbox: the newest messages of the outbox, whole (docs/operations.md#mail), for
// `npm run mail` and the end-to-end tests. Only with the outbox read key: the messages hold live
// links into people's accounts.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { OutboxListResponse } from '../../src/api/contracts/accountContract.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { safeEqual } from './auth/sessionTokens.js';
import { parseInput } from './parseInput.js';

const querySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  to: z.string().max(254).optional(),
});

function requireReadKey({ settings }: ApiDependencies, request: Request): void {
  const key = settings.outboxReadKey;
  const sent = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '')?.[1];
  if (!key || !sent || !safeEqual(sent, key)) {
    throw new ApiError(401, 'outbox_key_invalid', 'Reading the outbox needs its read key.');
  }
}

export function registerOutboxRoutes(router: Router, dependencies: ApiDependencies): void {
  router.get('/outbox', async (request: Request, response: Response) => {
    requireReadKey(dependencies, request);
    const query = parseInput(querySchema, request.query, 'query');
    let select = dependencies.db
      .selectFrom('outbox_messages')
      .select([
        'id',
        'to_address',
        'kind',
        'subject',
        'text_body',
        'html_body',
        'created_at',
        'state',
        'attempts',
        'sent_at',
        'last_error',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit);
    if (query.to) select = select.where('to_address', '=', query.to.trim().toLowerCase());
    const rows = await select.execute();
    response.setHeader('Cache-Control', 'no-store');
    const answer: OutboxListResponse = {
      messages: rows.map((row) => ({
        id: Number(row.id),
        to: row.to_address,
        kind: row.kind,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        created_at: row.created_at.toISOString(),
        state: row.state,
        attempts: row.attempts,
        sent_at: row.sent_at?.toISOString() ?? null,
        last_error: row.last_error,
      })),
    };
    response.json(answer);
  });
}
