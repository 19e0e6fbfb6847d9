// The product as an operator runs it, for the fault tests: the production server
// (`node scripts/start.mjs`, as `npm start` runs it) and the payment worker (`npm run worker`),
// each a process of its own whose output is kept, plus what the tests ask of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type ProductProcess = {
  child: ChildProcess;
  /** Everything it printed, stdout and stderr, line by line. */
  output: string[];
  /** Resolves with its exit code (or the signal that ended it). */
  exited: Promise<number | string | null>;
};

function track(child: ChildProcess): ProductProcess {
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, output, exited };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function startServerProcess(environment: Record<string, string>): ProductProcess {
  return track(
    spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** `npm run worker`, exactly as an operator types it. */
export function startWorkerProcess(environment: Record<string, string>): ProductProcess {
  return track(
    spawn('npm', ['run', 'worker'], {
      cwd: root,
      env: { ...process.env, ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited ${timeoutMs / 1000} s for ${what}.`);
}

export async function answers(url: string): Promise<number | 'refused'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'refused';
  }
}

/** Every process whose ancestors include `pid` (from /proc), as they are now. */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), parent);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const walk = (ancestor: number) => {
    for (const [child, parent] of parents) {
      if (parent === ancestor && !found.includes(child)) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
