import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectNotices } from '../../tests/collectNotices.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';

const fixture = fileURLToPath(new URL('./testing/failingProcess.ts', import.meta.url));

function run(failure: string, noticesUrl: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, failure, noticesUrl]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a failure nothing caught', () => {
  let collector: TestHttpServer;
  const notices: unknown[] = [];

  beforeAll(async () => {
    collector = await startTestHttpServer((app) => collectNotices(app, '/notices', notices));
  });
  afterAll(() => collector.close());

  it.each([
    ['uncaughtException', 'TypeError', 'thrown on purpose'],
    ['unhandledRejection', 'RangeError', 'rejected on purpose'],
  ])('after an %s: one JSON line, one notice, then shutdown instead of carrying on', async (failure, type, message) => {
    notices.length = 0;
    const { code, stdout, stderr } = await run(failure, `${collector.baseURL}/notices`);
    expect(code).toBe(1);
    expect(stdout).toBe(`shutting down after ${failure}\n`);
    // Exactly one line, ours: Vike's handler (which printed the raw error) was replaced.
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      error: `${type}: ${message}`,
      operation: failure,
    });
    expect(notices).toEqual([
      expect.objectContaining({
        errors: [expect.objectContaining({ type, message })],
        params: { operation: failure },
      }),
    ]);
  });
});
