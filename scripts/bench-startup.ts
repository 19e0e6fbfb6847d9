// `npm run bench:startup` (docs/performance.md#start-up): how fast the production server comes up
// on an already seeded embedded database, and how much memory it holds when idle. The first start
// seeds .data/bench-startup (SEED_SCALE=default) and, when the folder did not exist, is reported on
// its own (wall time to /healthz and to /readyz, and CPU time); then each of BENCH_ROUNDS (3)
// starts `node scripts/start.mjs` on BENCH_PORT, times it from spawn to the first 200 of /healthz
// (the process listens: alive) and of /readyz (the database open and migrated, the app made: it
// serves), reads the CPU time (user + system, all threads) it has used by then, waits
// BENCH_IDLE_SECONDS (5) and reads its RSS, then stops it with SIGTERM. Prints each round and the
// medians (targets: ≤ 1 s to /healthz, idle RSS ≤ 250 MB; /readyz has none). CPU time is what a
// busy shared machine inflates least, so it tells a change's effect when wall times are noise.
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import {
  benchServerEnvironment,
  cpuSeconds,
  rssMegabytes,
  spawnServer,
  stopServer,
  waitUntilAnswering,
} from './bench-serverProcess.js';

const port = Number(process.env.BENCH_PORT ?? 3570);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const origin = `http://127.0.0.1:${port}`;
const environment = benchServerEnvironment(port);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

console.log('== Seeding .data/bench-startup when it is empty (not counted)…');
// A first start on an empty folder is timed too (docs/operations.md#seed: under 40 s on 2 cores):
// wall time to /healthz and /readyz and the CPU time the server used, which a shared machine does
// not inflate as much.
const firstStart = !existsSync(environment.DATA_DIR);
const seedingStarted = performance.now();
const seeding = spawnServer(environment);
await waitUntilAnswering(seeding, `${origin}/healthz`, { timeoutMs: 10 * 60_000, intervalMs: 10 });
const liveSeconds = (performance.now() - seedingStarted) / 1000;
await waitUntilAnswering(seeding, `${origin}/readyz`, { timeoutMs: 10 * 60_000, intervalMs: 100 });
if (firstStart) {
  const readySeconds = (performance.now() - seedingStarted) / 1000;
  const cpu = cpuSeconds(seeding.pid ?? 0);
  // What the server that seeded keeps afterwards (PGlite goes on in a new worker:;
  // docs/performance.md#start-up).
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  console.log(
    `first start (migrations, default seed, refresh): /healthz after ${liveSeconds.toFixed(1)} s · ` +
      `/readyz after ${readySeconds.toFixed(1)} s · ` +
      `CPU ${cpu.toFixed(1)} s (target ≤ 40 s) · idle RSS ${rssMegabytes(seeding.pid ?? 0)} MB ` +
      `after ${idleSeconds} s`,
  );
}
await stopServer(seeding);

const startMilliseconds: number[] = [];
const readyMilliseconds: number[] = [];
const readyCpuMilliseconds: number[] = [];
const idleRss: number[] = [];
for (let round = 1; round <= rounds; round += 1) {
  const started = performance.now();
  const server = spawnServer(environment);
  await waitUntilAnswering(server, `${origin}/healthz`, { timeoutMs: 60_000, intervalMs: 10 });
  const elapsed = performance.now() - started;
  await waitUntilAnswering(server, `${origin}/readyz`, { timeoutMs: 60_000, intervalMs: 10 });
  const ready = performance.now() - started;
  const readyCpu = cpuSeconds(server.pid ?? 0) * 1000;
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const rss = rssMegabytes(server.pid ?? 0);
  const exit = await stopServer(server);
  startMilliseconds.push(elapsed);
  readyMilliseconds.push(ready);
  readyCpuMilliseconds.push(readyCpu);
  idleRss.push(rss);
  console.log(
    `round ${round}: /healthz after ${elapsed.toFixed(0)} ms · /readyz after ` +
      `${ready.toFixed(0)} ms · CPU by /readyz ` +
      `${readyCpu.toFixed(0)} ms · idle RSS ${rss} MB · exit ${exit}`,
  );
}
console.log(
  `\nbench:startup (PGlite, seeded default, ${rounds} rounds): ` +
    `start to /healthz ${median(startMilliseconds).toFixed(0)} ms (target ≤ 1000) · ` +
    `to /readyz ${median(readyMilliseconds).toFixed(0)} ms · ` +
    `CPU by /readyz ${median(readyCpuMilliseconds).toFixed(0)} ms · ` +
    `idle RSS ${median(idleRss)} MB after ${idleSeconds} s (target ≤ 250)`,
);
