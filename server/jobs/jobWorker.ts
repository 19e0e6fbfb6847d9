// Environment: server
// A worker: polls the queue, runs each claimed job's handler, and stops cleanly (the job in hand
// is finished first). Several workers, in one process or many, share the queue safely
// (jobQueue.ts).
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { claimNextJob, completeJob, failJob } from './jobQueue.js';

export type JobHandler = (payload: unknown) => Promise<void>;

export type JobWorkerOptions = {
  db: Kysely<Database>;
  clock: Clock;
  handlers: Readonly<Record<string, JobHandler>>;
  log: (line: string) => void;
  /** Pause between polls when the queue is empty. */
  pollIntervalMs?: number;
  /** How long a claimed job is ours before another worker may take it up. */
  leaseMs?: number;
};

export type JobWorker = {
  /** Runs every due job now, then resolves (tests and the test clock use it). */
  drain: () => Promise<number>;
  stop: () => Promise<void>;
};

export function startJobWorker(options: JobWorkerOptions, { poll = true } = {}): JobWorker {
  const { db, clock, handlers, log } = options;
  const names = Object.keys(handlers);
  const leaseMs = options.leaseMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function runDueJobs(): Promise<number> {
    let ran = 0;
    while (!stopped) {
      const job = await claimNextJob(db, clock, names, leaseMs);
      if (!job) break;
      ran += 1;
      const handler = handlers[job.name];
      try {
        if (!handler) throw new Error(`No handler for job ${job.name}`);
        await handler(job.payload);
        await completeJob(db, clock, job.id);
      } catch (error) {
        log(
          JSON.stringify({
            level: 'error',
            msg: 'job failed',
            job: job.name,
            id: job.id,
            attempt: job.attempts,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
        await failJob(db, clock, job, error);
      }
    }
    return ran;
  }

  function drain(): Promise<number> {
    // One pass at a time per worker; a drain asked meanwhile runs after it.
    running = running.then(runDueJobs, runDueJobs);
    return running;
  }

  function schedule() {
    if (stopped || !poll) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) =>
          log(JSON.stringify({ level: 'error', msg: 'job poll failed', error: String(error) })),
        )
        .finally(schedule);
    }, options.pollIntervalMs ?? 1_000);
    timer.unref();
  }
  schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => 0);
    },
  };
}
