// What the benchmarks that start the production server (`node scripts/start.mjs`) share: starting
// it on a port with its environment, waiting until a URL answers, and reading its memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Resident memory of a process in MB, as the kernel counts it. */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN);
  return Math.round(kilobytes / 1024);
}

/** CPU time (user + system) a process has used so far, in seconds, as the kernel counts it. */
export function cpuSeconds(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/**
 * The malloc thresholds `npm start` sets (package.json, explained in scripts/start.mjs;
 * docs/performance.md#start-up), so the benchmarks measure the server's memory as `npm start` runs
 * it. Values already in the environment win, as they do in `npm start`.
 */
export const npmStartEnvironment = {
  MALLOC_MMAP_THRESHOLD_: '33554432',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

/**
 * The production server on the default seed in an embedded database that the start-up, bundle
 * and Lighthouse benchmarks share (seeded once, by whichever runs first).
 */
export function benchServerEnvironment(port: number) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_SCALE: 'default',
    DATABASE_URL: '',
    DATA_DIR: `${root}.data/bench-startup`,
  };
}

/** Starts the production server; `nodeArguments` go to its node (e.g. --cpu-prof). */
export function spawnServer(environment: NodeJS.ProcessEnv, nodeArguments: string[] = []) {
  return spawn(process.execPath, [...nodeArguments, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...npmStartEnvironment, ...process.env, ...environment },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Polls `url` every `intervalMs` until it answers 2xx; throws if the server exits first. */
export async function waitUntilAnswering(
  server: ChildProcess,
  url: string,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  server.kill('SIGTERM');
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** Sends SIGTERM and resolves with the exit code. */
export function stopServer(server: ChildProcess): Promise<number | null> {
  if (server.exitCode !== null) return Promise.resolve(server.exitCode);
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  return exited;
}

/**
 * Runs `use` against the production server on the shared bench seed (benchServerEnvironment), once
 * /readyz answers, and stops the server after, however `use` ends. The bundle and Lighthouse
 * benchmarks measure a server that is ready; waiting up to 10 minutes covers the first run's seed.
 */
export async function withBenchServer<T>(port: number, use: () => Promise<T>): Promise<T> {
  const server = spawnServer(benchServerEnvironment(port));
  try {
    await waitUntilAnswering(server, `http://127.0.0.1:${port}/readyz`, {
      timeoutMs: 10 * 60_000,
      intervalMs: 250,
    });
    return await use();
  } finally {
    await stopServer(server);
  }
}
