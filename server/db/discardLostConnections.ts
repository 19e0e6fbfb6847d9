// Environment: server
// The pool Kysely draws PostgreSQL connections from, with one change: a connection whose query
// failed because the server went away is discarded when given back, never handed out again.
// A restart first sends each connection a FATAL error (57P01), which fails its query, and closes
// the socket a moment later; `pg` marks the client unusable only then. Given back in between, the
// pool kept it as idle, and the retry of a read (retryingKysely.ts) got that same dying connection.
import type pg from 'pg';
import { isDatabaseUnavailable } from './databaseUnavailable.js';

function isPromise(value: unknown): value is Promise<unknown> {
  return value instanceof Promise;
}

export function discardLostConnections(pool: pg.Pool) {
  return {
    async connect(): Promise<pg.PoolClient> {
      const client = await pool.connect();
      let lost: Error | undefined;
      return new Proxy(client, {
        get(target, key) {
          if (key === 'query') {
            return (...args: Parameters<pg.PoolClient['query']>) => {
              const result: unknown = Reflect.apply(target.query, target, args);
              if (!isPromise(result)) return result;
              return result.catch((error: unknown) => {
                if (isDatabaseUnavailable(error) && error instanceof Error) lost = error;
                throw error;
              });
            };
          }
          if (key === 'release') return () => target.release(lost);
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    end: () => pool.end(),
  };
}
