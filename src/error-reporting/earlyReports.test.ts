// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createEarlyReportQueue, reportUncaughtErrors } from './earlyReports.js';
import { createRecordingReporter } from './recordingReporter.js';

describe('early reports', () => {
  it('hands every report made before the reporter arrived to it once, in order', () => {
    const queue = createEarlyReportQueue(100);
    const first = new Error('hydration failed');
    queue.captureBreadcrumb({ category: 'navigation', message: '/u/bills' });
    queue.captureException(first, { operation: 'hydrate' });
    queue.captureMessage('maintenance redirect', { status: 503 });

    const reporter = createRecordingReporter();
    queue.replayInto(reporter);
    expect(reporter.breadcrumbs).toEqual([{ category: 'navigation', message: '/u/bills' }]);
    expect(reporter.exceptions).toEqual([{ error: first, context: { operation: 'hydrate' } }]);
    expect(reporter.messages).toEqual([{ message: 'maintenance redirect', context: { status: 503 } }]);

    const again = createRecordingReporter();
    queue.replayInto(again);
    expect(again.exceptions).toHaveLength(0);
    expect(queue.size).toBe(0);
  });

  it('keeps the newest reports when more arrive than it holds', () => {
    const queue = createEarlyReportQueue(2);
    for (const message of ['one', 'two', 'three']) queue.captureMessage(message);
    const reporter = createRecordingReporter();
    queue.replayInto(reporter);
    expect(reporter.messages.map((entry) => entry.message)).toEqual(['two', 'three']);
  });

  it('catches uncaught errors and unhandled rejections until told to stop', () => {
    const reporter = createRecordingReporter();
    const stop = reportUncaughtErrors(window, reporter);
    const thrown = new Error('render exploded');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    // An error event that says neither what nor where is dropped, as Airbrake drops it.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('lost promise');
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));

    expect(reporter.exceptions).toEqual([
      { error: thrown, context: { windowError: true } },
      { error: rejection.reason, context: { unhandledRejection: true } },
    ]);
  });
});
