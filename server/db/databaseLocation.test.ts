import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../config.js';
import { databaseLocationFor, databaseSettingsFromConfig } from './databaseLocation.js';

describe('databaseLocationFor', () => {
  const locationOf = (environment: Record<string, string>) =>
    databaseLocationFor(databaseSettingsFromConfig(readServerConfig(environment)));

  it('gives a PostgreSQL pool the configured size (docs/operations.md#postgresql)', () => {
    expect(locationOf({ DATABASE_URL: 'postgres://db/doxo' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/doxo',
      maxConnections: 10,
    });
    expect(locationOf({ DATABASE_URL: 'postgres://db/doxo', DATABASE_POOL_SIZE: '24' })).toMatchObject({
      maxConnections: 24,
    });
  });

  it('keeps PGlite in its folder, or in memory', () => {
    expect(locationOf({ DATA_DIR: '/srv/doxo' })).toMatchObject({
      kind: 'pglite',
      dataDirectory: '/srv/doxo',
    });
    expect(locationOf({ DATA_DIR: 'memory://' })).toMatchObject({ kind: 'pglite-memory' });
  });
});
