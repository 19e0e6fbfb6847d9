// Environment: server
// A worker: polls the queue, runs each claimed job's handler, and stops cleanly (the job in hand
// is finished first). Several workers, in one process or many, share the queue safely
// (jobQueue.ts). It outlives its database's outages: a poll that fails waits longer before the
// next (1 s, 2 s, 4 s… up to 30 s) and the first that works brings the pace back; a job whose
// database went away mid-run is put back as it was, its attempt not counted. Its timer keeps the
// process alive: `npm run worker` has nothing else to, once a restart has closed the pool's
// connections (it used to exit 0 there, silently).
import type { Kysely } from 'kysely';
import { errorSummary } from '../../src/error-reporting/describeError.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.js';
import { claimNextJob, completeJob, failJob, putJobBack } from './jobQueue.js';

export type JobHandler = (payload: unknown) => Promise<void>;

export type JobWorkerOptions = {
  db: Kysely<Database>;
  clock: Clock;
  handlers: Readonly<Record<string, JobHandler>>;
  log: (line: string) => void;
  /** Pause between polls when the queue is empty. */
  pollIntervalMs?: number;
  /** Pause before the first poll (default: pollIntervalMs). */
  firstPollAfterMs?: number;
  /** Runs once, just before the first poll that works (e.g. queueing the recurring jobs). */
  beforeFirstPoll?: () => Promise<void>;
  /** Longest pause between polls while they keep failing. */
  maxBackoffMs?: number;
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
        if (isDatabaseUnavailable(error)) {
          // Not the job's fault. If the database is back already, the job waits for the next
          // poll as it was; if not, this fails too and the job's lease brings it back later.
          await putJobBack(db, job);
          throw error;
        }
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

  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let failedPolls = 0;
  /** The first poll's pause, used once. */
  let firstPollAfterMs = options.firstPollAfterMs;
  let prepare = options.beforeFirstPoll;
  /** The poll under way, preparation included: a stop waits for it (never rejects). */
  let polling: Promise<void> = Promise.resolve();

  async function pollOnce(): Promise<number> {
    if (prepare) {
      await prepare();
      prepare = undefined;
    }
    return drain();
  }

  function schedule() {
    if (stopped || !poll) return;
    const delay = firstPollAfterMs ?? Math.min(pollIntervalMs * 2 ** failedPolls, maxBackoffMs);
    firstPollAfterMs = undefined;
    timer = setTimeout(() => {
      polling = pollOnce().then(
        () => {
          failedPolls = 0;
          schedule();
        },
        (error: unknown) => {
          failedPolls += 1;
          // The database's loss and return are logged once each where it is opened
          // (databaseOutages.ts); any other failure of a poll is logged here.
          if (!isDatabaseUnavailable(error)) {
            log(
              JSON.stringify({
                level: 'error',
                msg: 'job poll failed',
                error: errorSummary(error),
              }),
            );
          }
          schedule();
        },
      );
    }, delay);
  }
  schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await polling;
      await running.catch(() => 0);
    },
  };
}
