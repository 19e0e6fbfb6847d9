import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config.js';

describe('readServerConfig', () => {
  it('defaults to port 3000 on all interfaces', () => {
    const config = readServerConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.MAINTENANCE).toBe(false);
  });

  it('reads PORT, HOST and flags', () => {
    const config = readServerConfig({ PORT: '8080', HOST: '127.0.0.1', MAINTENANCE: '1' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', MAINTENANCE: true });
  });

  it('fails with a message naming the bad variable', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerConfig({ API_BASE_URL: 'not a url' })).toThrow(/API_BASE_URL/);
  });

  it("sizes PGlite's shared buffers, 16 MB unless told", () => {
    expect(readServerConfig({}).PGLITE_SHARED_BUFFERS_MB).toBe(16);
    expect(readServerConfig({ PGLITE_SHARED_BUFFERS_MB: '32' }).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(() => readServerConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB/,
    );
    expect(() => readServerConfig({ PGLITE_SHARED_BUFFERS_MB: '1.5' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB/,
    );
  });

  it('allows the test clock only on a throwaway in-memory database', () => {
    expect(() => readServerConfig({ TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(() =>
      readServerConfig({ TEST_CLOCK: '1', DATA_DIR: 'memory://', DATABASE_URL: 'postgres://x/y' }),
    ).toThrow(/TEST_CLOCK/);
    expect(readServerConfig({ TEST_CLOCK: '1', DATA_DIR: 'memory://' }).TEST_CLOCK).toBe(true);
    expect(readServerConfig({}).PAYMENT_WORKER).toBe(true);
    expect(readServerConfig({ PAYMENT_WORKER: '0' }).PAYMENT_WORKER).toBe(false);
  });
});
