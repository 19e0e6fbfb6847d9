// Environment: server (test mode only) POST /test-clock { "advance_days": n } moves the server's
// test clock and runs the jobs that became due, answering the new time
// (docs/product.md#paying-a-bill). Mounted only when TEST_CLOCK=1 (never in production,
// server/config.ts), so it does not exist otherwise.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { TestClockControl } from '../testClock.js';
import { parseInput } from './parseInput.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const advanceBodySchema = z.strictObject({
  advance_days: z.number().int().min(0).max(400).default(0),
});

export function registerTestClockRoutes(router: Router, control: TestClockControl): void {
  router.get('/test-clock', (_request: Request, response: Response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.json({ now: control.clock.now().toISOString(), offset_ms: control.clock.offsetMs() });
  });
  router.post('/test-clock', async (request: Request, response: Response) => {
    const body = parseInput(advanceBodySchema, request.body ?? {}, 'body');
    control.clock.advance(body.advance_days * DAY_MS);
    const jobs = await control.runDueJobs();
    response.setHeader('Cache-Control', 'no-store');
    response.json({
      now: control.clock.now().toISOString(),
      offset_ms: control.clock.offsetMs(),
      jobs_run: jobs,
    });
  });
}
