import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectNotices } from '../../tests/collectNotices.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { readServerConfig } from '../config.js';
import { pageErrorReportingConfig } from './errorReportingSettings.js';
import { reportUnhandledErrors } from './reportUnhandledErrors.js';

// A real Express app whose own /api holds a stand-in collector, as the product's does by default.
let server: TestHttpServer;
const notices: unknown[] = [];

beforeAll(async () => {
  server = await startTestHttpServer((app) => {
    collectNotices(app, '/api/v3/projects/1/notices', notices);
    app.get('/boom', () => {
      throw new Error('database on fire');
    });
    app.post('/form', express.json(), (_request, response) => {
      response.json({ ok: true });
    });
    app.use(reportUnhandledErrors(pageErrorReportingConfig(readServerConfig({}))));
  });
});
afterAll(() => server.close());

describe('reportUnhandledErrors', () => {
  it('answers a plain 500 page without the stack and reports the failure', async () => {
    const response = await fetch(`${server.baseURL}/boom`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Something went wrong on our side');
    expect(html).not.toContain('database on fire');
    await expect.poll(() => notices.length).toBe(1);
    expect(notices[0]).toMatchObject({
      errors: [{ type: 'Error', message: 'database on fire' }],
      context: { component: 'server', url: '/boom' },
      params: { operation: 'express', method: 'GET' },
    });
  });

  it('answers a client error with its status and does not report it', async () => {
    const before = notices.length;
    const response = await fetch(`${server.baseURL}/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('We couldn’t handle that request');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notices.length).toBe(before);
  });
});
