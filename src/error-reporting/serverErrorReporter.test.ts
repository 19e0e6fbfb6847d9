import { AxiosError, AxiosHeaders } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectNotices } from '../../tests/collectNotices.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { NOTICE_MAX_LENGTH } from './errorReportingLimits.js';
import { FILTERED } from './redactSensitiveKeys.js';
import { buildServerNotice, reportServerError } from './serverErrorReporter.js';

let collector: TestHttpServer;
const received: unknown[] = [];
let answer = 201;

beforeAll(async () => {
  collector = await startTestHttpServer((app) =>
    collectNotices(app, '/api/v3/projects/1/notices', received, () => answer),
  );
});
afterAll(() => collector.close());

describe('buildServerNotice', () => {
  it('describes the error with its backtrace, the url and redacted params', () => {
    const notice = buildServerNotice(
      new TypeError('boom'),
      { url: '/u/bills', operation: 'render', session: { token: 'abc' }, password: 'pw' },
      'production',
    );
    expect(notice.errors?.[0]).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(notice.errors?.[0]?.backtrace[0]).toMatchObject({
      file: expect.stringContaining('serverErrorReporter.test.ts'),
      line: expect.any(Number),
    });
    expect(notice.context).toMatchObject({
      severity: 'error',
      environment: 'production',
      component: 'server',
      url: '/u/bills',
    });
    expect(notice.params).toEqual({
      operation: 'render',
      session: { token: FILTERED },
      password: FILTERED,
    });
  });

  it('adds an API failure’s status and address, never its headers', () => {
    const error = new AxiosError('Request failed', 'ERR_BAD_RESPONSE', {
      url: '/directory/service_types',
      method: 'get',
      headers: new AxiosHeaders({ Authorization: 'Bearer secret' }),
    });
    const notice = buildServerNotice(error, {}, 'test');
    expect(notice.params).toEqual({
      status: null,
      method: 'GET',
      endpoint: '/directory/service_types',
    });
    expect(JSON.stringify(notice)).not.toContain('secret');
  });

  it('keeps a huge context within the notice size limit', () => {
    const notice = buildServerNotice(new Error('big'), { blob: 'x'.repeat(200_000) }, 'test');
    expect(JSON.stringify(notice).length).toBeLessThanOrEqual(NOTICE_MAX_LENGTH);
  });

  it('turns a thrown non-error into a notice', () => {
    expect(buildServerNotice('plain text', {}, 'test').errors?.[0]).toMatchObject({
      type: 'Error',
      message: 'plain text',
    });
  });
});

describe('reportServerError', () => {
  it('logs a rejected action’s serialized error by its message, never "[object Object]"', async () => {
    const lines: string[] = [];
    const serialized = { name: 'AxiosError', message: 'Request failed with status code 502' };
    await reportServerError(serialized, { action: 'directory/load' }, undefined, {
      log: (line) => lines.push(line),
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      error: 'AxiosError: Request failed with status code 502',
    });
    expect(lines[0]).not.toContain('[object Object]');
    expect(buildServerNotice(serialized, {}, 'test').errors?.[0]).toMatchObject({
      type: 'AxiosError',
      message: 'Request failed with status code 502',
    });
  });

  it('logs one line and posts one notice to the collector', async () => {
    received.length = 0;
    answer = 201;
    const lines: string[] = [];
    await reportServerError(
      new Error('render failed'),
      { url: '/u/wallet', password: 'pw' },
      { noticesUrl: `${collector.baseURL}/api/v3/projects/1/notices?key=k`, environment: 'test' },
      { log: (line) => lines.push(line) },
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      errors: [{ type: 'Error', message: 'render failed' }],
      context: { url: '/u/wallet' },
      params: { password: FILTERED },
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'error',
      error: 'Error: render failed',
      password: FILTERED,
    });
  });

  it('only logs when no collector is configured', async () => {
    received.length = 0;
    const lines: string[] = [];
    await reportServerError(new Error('x'), {}, undefined, { log: (line) => lines.push(line) });
    expect(received).toHaveLength(0);
    expect(lines).toHaveLength(1);
  });

  it('never throws when the collector refuses or cannot be reached', async () => {
    answer = 403;
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await expect(
      reportServerError(
        new Error('x'),
        {},
        { noticesUrl: `${collector.baseURL}/api/v3/projects/1/notices`, environment: 'test' },
        { log },
      ),
    ).resolves.toBeUndefined();
    await expect(
      reportServerError(
        new Error('x'),
        {},
        { noticesUrl: 'http://127.0.0.1:9/api/v3/projects/1/notices', environment: 'test' },
        { log },
      ),
    ).resolves.toBeUndefined();
    expect(lines.filter((line) => line.startsWith('error reporting:'))).toHaveLength(2);
  });
});
