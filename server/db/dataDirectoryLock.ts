// Environment: server
// PGlite keeps its files in one folder and has no protection against a second process opening
// it, which would corrupt the data (issue 3). A lock file holding the owner's pid makes a second
// process fail at once with a clear message; a lock left by a crashed process is taken over.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export type DataDirectoryLock = { release: () => void };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function writeLockFile(lockPath: string): boolean {
  try {
    const descriptor = openSync(lockPath, 'wx');
    writeSync(descriptor, String(process.pid));
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
  if (!writeLockFile(lockPath)) {
    const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The data folder ${path.resolve(directory)} is in use by another process (pid ${owner}). ` +
          'Stop that process, or point DATA_DIR at another folder, or set DATABASE_URL to use a ' +
          'PostgreSQL server shared by several processes.',
      );
    }
    rmSync(lockPath, { force: true });
    if (!writeLockFile(lockPath)) {
      throw new Error(`Could not take the lock on the data folder ${path.resolve(directory)}.`);
    }
  }
  return {
    release() {
      try {
        if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
