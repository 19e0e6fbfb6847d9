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

  it.each([
    ['PGLITE_SHARED_BUFFERS_MB', 16],
    ['DATABASE_POOL_SIZE', 10],
  ] as const)('reads %s, %i unless told, whole and positive', (name, byDefault) => {
    expect(readServerConfig({})[name]).toBe(byDefault);
    expect(readServerConfig({ [name]: '32' })[name]).toBe(32);
    for (const bad of ['0', '1.5', 'many']) expect(() => readServerConfig({ [name]: bad })).toThrow(new RegExp(name));
  });

  it('allows the test clock only on a throwaway in-memory database', () => {
    expect(() => readServerConfig({ TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(() => readServerConfig({ TEST_CLOCK: '1', DATA_DIR: 'memory://', DATABASE_URL: 'postgres://x/y' })).toThrow(
      /TEST_CLOCK/,
    );
    expect(readServerConfig({ TEST_CLOCK: '1', DATA_DIR: 'memory://' }).TEST_CLOCK).toBe(true);
    expect(readServerConfig({}).PAYMENT_WORKER).toBe(true);
    expect(readServerConfig({ PAYMENT_WORKER: '0' }).PAYMENT_WORKER).toBe(false);
  });
});
