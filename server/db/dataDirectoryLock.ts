// Environment: server PGlite keeps its files in one folder and has no protection against a second
// process opening it, which would corrupt the data (docs/operations.md#data-folder-lock). A lock
// file names its holder, and a second process fails at once with a clear message; a lock whose
// holder is gone is taken over.
//
// A PID alone does not say who holds the lock (docs/operations.md#data-folder-lock): after an
// out-of-memory kill in a container, the restarted process often gets the very PID the dead one
// had. So the file also records the holder's start time (in clock ticks since boot,
// /proc/<pid>/stat), the boot id and the host name, and the holder touches it every few seconds: a
// lock is live only if that same process is still running on this machine, or, when it was taken on
// another host (a shared volume), if it was touched recently.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export type DataDirectoryLock = { release: () => void };

export type LockHolder = {
  pid: number;
  /** Field 22 of /proc/<pid>/stat; null where there is no /proc. */
  startTicks: string | null;
  bootId: string | null;
  host: string;
};

/** The holder refreshes the file this often; a foreign lock is stale after HEARTBEAT_MS × 3. */
export const HEARTBEAT_MS = 10_000;
/** Linux reports /proc times in USER_HZ, 100 on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 (starttime) of /proc/<pid>/stat; the name in field 2 may hold spaces and ")". */
export function processStartTicks(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

/** When the machine booted (seconds since the epoch), from /proc/stat. */
function bootTimeSeconds(): number | null {
  const match = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '');
  return match ? Number(match[1]) : null;
}

export function currentHolder(): LockHolder {
  return {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    bootId: bootId(),
    host: hostname(),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | { pid: number; legacy: true } | null {
  // Locks written before the holder was recorded hold the bare pid.
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), legacy: true };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const pid: unknown = Reflect.get(value, 'pid');
    const startTicks: unknown = Reflect.get(value, 'startTicks');
    const boot: unknown = Reflect.get(value, 'bootId');
    const host: unknown = Reflect.get(value, 'host');
    if (typeof pid !== 'number' || !Number.isInteger(pid) || typeof host !== 'string') return null;
    return {
      pid,
      startTicks: typeof startTicks === 'string' ? startTicks : null,
      bootId: typeof boot === 'string' ? boot : null,
      host,
    };
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock file at `lockPath` is still running. */
export function lockIsHeld(lockPath: string, now = Date.now()): LockHolder | null {
  const text = readText(lockPath);
  if (text === null) return null;
  const holder = parseHolder(text);
  if (holder === null) return null;
  let modifiedAt: number;
  try {
    modifiedAt = statSync(lockPath).mtimeMs;
  } catch {
    return null;
  }
  const me = currentHolder();
  if ('legacy' in holder) {
    if (holder.pid === me.pid || !isRunning(holder.pid)) return null;
    // A process that started after the lock was written cannot be the one that wrote it.
    const ticks = processStartTicks(holder.pid);
    const booted = bootTimeSeconds();
    if (ticks !== null && booted !== null) {
      const startedAt = (booted + Number(ticks) / TICKS_PER_SECOND) * 1000;
      if (startedAt > modifiedAt + 1000) return null;
    }
    return { pid: holder.pid, startTicks: ticks, bootId: me.bootId, host: me.host };
  }
  const sameMachine = holder.host === me.host && holder.bootId !== null && holder.bootId === me.bootId;
  if (sameMachine && holder.startTicks !== null) {
    if (holder.pid === me.pid && holder.startTicks === me.startTicks) return null; // our own
    return isRunning(holder.pid) && processStartTicks(holder.pid) === holder.startTicks ? holder : null;
  }
  if (holder.host === me.host && holder.bootId !== me.bootId && me.bootId !== null) return null;
  // Another host (or no /proc): only the heartbeat tells whether the holder lives.
  return now - modifiedAt < HEARTBEAT_MS * 3 ? holder : null;
}

function writeLockFile(lockPath: string, holder: LockHolder): boolean {
  try {
    const descriptor = openSync(lockPath, 'wx');
    writeSync(descriptor, JSON.stringify(holder));
    closeSync(descriptor);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

export function lockDataDirectory(directory: string): DataDirectoryLock {
  mkdirSync(directory, { recursive: true });
  const lockPath = path.join(directory, 'lock');
  const me = currentHolder();
  if (!writeLockFile(lockPath, me)) {
    const holder = lockIsHeld(lockPath);
    if (holder) {
      throw new Error(
        `The data folder ${path.resolve(directory)} is in use by another process ` +
          `(pid ${holder.pid} on ${holder.host}). Stop that process, or point DATA_DIR at ` +
          'another folder, or set DATABASE_URL to use a PostgreSQL server shared by several ' +
          'processes.',
      );
    }
    rmSync(lockPath, { force: true });
    if (!writeLockFile(lockPath, me)) {
      throw new Error(`Could not take the lock on the data folder ${path.resolve(directory)}.`);
    }
  }
  const ownText = JSON.stringify(me);
  const heartbeat = setInterval(() => {
    try {
      const seconds = Date.now() / 1000;
      utimesSync(lockPath, seconds, seconds);
    } catch {
      // The folder went away: nothing left to keep fresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    release() {
      clearInterval(heartbeat);
      try {
        if (readFileSync(lockPath, 'utf8') === ownText) rmSync(lockPath);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
