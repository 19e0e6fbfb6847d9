// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createAirbrakeReporter } from './airbrakeReporter.js';
import type { AirbrakeReporter } from './airbrakeReporter.js';
import { HISTORY_MAX_ENTRIES } from './errorReportingLimits.js';
import { FILTERED } from './redactSensitiveKeys.js';

// The real @airbrake/browser Notifier with only the network replaced: the transport records the
// bodies it would post.

const config = {
  projectId: 1,
  projectKey: 'test-key',
  host: 'https://collector.example.com',
  environment: 'test',
  version: '1.2.3',
};

type SentNotice = {
  errors: { type: string; message: string }[];
  context: Record<string, unknown> & { history?: Record<string, unknown>[] };
  params: Record<string, unknown>;
};

let reporter: AirbrakeReporter | undefined;

function start() {
  const bodies: string[] = [];
  reporter = createAirbrakeReporter(config, {
    remoteConfig: false,
    transport: (body) => {
      bodies.push(body);
      return Promise.resolve();
    },
  });
  const sent = (): SentNotice[] => bodies.map((body): SentNotice => JSON.parse(body));
  return { reporter, bodies, sent };
}

afterEach(() => {
  reporter?.close();
  reporter = undefined;
});

describe('the Airbrake reporter', () => {
  it('sends one notice with the error, environment, version and redacted params', () => {
    const { reporter, sent } = start();
    reporter.captureException(new Error('listings failed'), {
      listingId: 7,
      form: { password: 'hunter2', cardNumber: '4111111111111111', amount: 20 },
    });
    expect(sent()).toHaveLength(1);
    const [notice] = sent();
    expect(notice?.errors[0]).toMatchObject({ type: 'Error', message: 'listings failed' });
    expect(notice?.context).toMatchObject({ environment: 'test', version: '1.2.3' });
    expect(notice?.params).toEqual({
      listingId: 7,
      form: { password: FILTERED, cardNumber: FILTERED, amount: 20 },
    });
  });

  it('drops browser noise and extension errors but sends the real one', () => {
    const { reporter, sent } = start();
    reporter.captureException(new Error('ResizeObserver loop limit exceeded'));
    const fromExtension = new Error('boom');
    fromExtension.stack = 'Error: boom\n    at run (chrome-extension://abcdef/content.js:1:2)';
    reporter.captureException(fromExtension);
    reporter.captureException(new Error('service types failed'));
    expect(sent().map((notice) => notice.errors[0]?.message)).toEqual(['service types failed']);
  });

  it('records console, click, navigation and breadcrumbs in the history, capped at 20', () => {
    const { reporter, sent } = start();
    document.body.innerHTML = '<main><form id="pay"><button class="submit">Pay</button></form></main>';
    document.querySelector('button')?.click();
    window.history.pushState({}, '', '/u/bills');
    console.warn('slow listings');
    reporter.captureException(new Error('first'));
    const history = sent()[0]?.context.history ?? [];
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'click',
          target: expect.stringContaining('button.submit'),
        }),
        expect.objectContaining({ type: 'location', to: '/u/bills' }),
        expect.objectContaining({ type: 'log', severity: 'warn', arguments: ['slow listings'] }),
      ]),
    );

    for (let crumb = 1; crumb <= 25; crumb++) {
      reporter.captureBreadcrumb({ category: 'redux', message: `action ${crumb}` });
    }
    reporter.captureException(new Error('second'));
    const capped = sent()[1]?.context.history ?? [];
    expect(capped).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(capped[0]).toMatchObject({ type: 'redux', message: 'action 6' });
    expect(capped.at(-1)).toMatchObject({ type: 'redux', message: 'action 25' });
  });

  it('reports uncaught errors through window.onerror', () => {
    const { sent } = start();
    window.onerror?.('Uncaught Error: render failed', 'https://app/entry.js', 1, 1, new Error('render failed'));
    expect(sent().map((notice) => notice.errors[0]?.message)).toEqual(['render failed']);
  });

  it('queues while offline and sends each queued notice exactly once on `online`', () => {
    const { reporter, sent } = start();
    window.dispatchEvent(new Event('offline'));
    expect(reporter.offlineQueue.offline).toBe(true);
    reporter.captureException(new Error('offline 1'));
    reporter.captureException(new Error('offline 2'));
    expect(sent()).toHaveLength(0);

    window.dispatchEvent(new Event('online'));
    expect(reporter.offlineQueue.offline).toBe(false);
    expect(sent().map((notice) => notice.errors[0]?.message)).toEqual(['offline 1', 'offline 2']);
    window.dispatchEvent(new Event('online'));
    expect(sent()).toHaveLength(2);
  });

  it('keeps the newest 100 of 101 errors raised offline', () => {
    const { reporter, sent } = start();
    window.dispatchEvent(new Event('offline'));
    for (let n = 1; n <= 101; n++) reporter.captureException(new Error(`offline ${n}`));
    window.dispatchEvent(new Event('online'));
    const messages = sent().map((notice) => notice.errors[0]?.message);
    expect(messages).toHaveLength(100);
    expect(messages[0]).toBe('offline 2');
    expect(messages.at(-1)).toBe('offline 101');
  });

  it('keeps each queued notice with the history of the moment of its error', () => {
    const { reporter, sent } = start();
    window.dispatchEvent(new Event('offline'));
    reporter.captureBreadcrumb({ category: 'ui', message: 'before' });
    reporter.captureException(new Error('offline error'));
    reporter.captureBreadcrumb({ category: 'ui', message: 'after' });
    window.dispatchEvent(new Event('online'));
    const history = sent()[0]?.context.history ?? [];
    expect(history.map((entry) => entry.message)).toContain('before');
    expect(history.map((entry) => entry.message)).not.toContain('after');
  });
});
