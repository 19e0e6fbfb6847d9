// A PostgreSQL server of the fault tests' own, in a temporary folder on a free port, which they
// may restart or stop at will: the shared server at 127.0.0.1:5432 is never touched. Made with the
// machine's own PostgreSQL programs (Debian's postgresql package: /usr/lib/postgresql/N/bin).
// initdb refuses to run as root, so as root (CI) the folder is handed to the `postgres` user and
// the programs run as that user (runuser).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './productProcesses.js';

export type ThrowawayPostgres = {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is ended, as an operator's restart does. */
  restart: () => void;
  stop: () => void;
  start: () => void;
  /** Stops the server and removes its folder. */
  remove: () => void;
};

/** Why this machine cannot run a server of the tests' own, or undefined when it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  return findProgramsFolder() === undefined
    ? 'PostgreSQL’s server programs (initdb, pg_ctl) are not installed: ' +
        'no /usr/lib/postgresql/*/bin (Debian’s postgresql package)'
    : runAsRoot() && !postgresUserExists()
      ? 'running as root, and there is no `postgres` user for initdb to run as'
      : undefined;
}

function findProgramsFolder(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(base, version, 'bin'))
    .find((folder) => existsSync(path.join(folder, 'initdb')));
}

function runAsRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresUserExists(): boolean {
  return spawnSync('id', ['-u', 'postgres']).status === 0;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const programs = findProgramsFolder();
  if (!programs) throw new Error(throwawayPostgresUnavailable());
  const folder = mkdtempSync(path.join(tmpdir(), 'doxo-faults-pg-'));
  const data = path.join(folder, 'data');
  const asRoot = runAsRoot();
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = path.join(programs, program);
    const [file, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Its own socket folder and loopback only; fsync off: the data is thrown away anyway.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => run('pg_ctl', ['-D', data, '-o', options, '-m', 'fast', '-w', 'restart']),
    stop,
    start,
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
