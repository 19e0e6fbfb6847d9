// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureBreadcrumb,
  captureException,
  captureMessage,
  initErrorReporting,
  isErrorReportingConfigured,
  setErrorReporterForTests,
} from './errorReporter.js';
import { createRecordingReporter } from './recordingReporter.js';

afterEach(() => {
  setErrorReporterForTests(null);
  vi.restoreAllMocks();
});

describe('errorReporter', () => {
  it('stays a no-op when unconfigured: nothing is patched and nothing is sent', () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const consoleWarn = console.warn;
    const onerror = window.onerror;

    initErrorReporting(null);
    initErrorReporting({ projectId: 0, projectKey: '', host: '', environment: 'test' });
    captureBreadcrumb({ category: 'ui', message: 'click' });
    captureException(new Error('ignored'), { password: 'x' });
    captureMessage('ignored');

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(console.warn).toBe(consoleWarn);
    expect(window.onerror).toBe(onerror);
  });

  it.each([
    [null, false],
    [{ projectId: 0, projectKey: 'k', host: 'https://c', environment: 'e' }, false],
    [{ projectId: 1, projectKey: '', host: 'https://c', environment: 'e' }, false],
    [{ projectId: 1, projectKey: 'k', host: '', environment: 'e' }, false],
    [{ projectId: 1, projectKey: 'k', host: 'https://c', environment: 'e' }, true],
  ])('isErrorReportingConfigured(%j) is %s', (config, expected) => {
    expect(isErrorReportingConfigured(config)).toBe(expected);
  });

  it('routes every call to the installed test double', () => {
    const reporter = createRecordingReporter();
    setErrorReporterForTests(reporter);
    const error = new Error('groups failed');
    captureException(error, { action: 'directory/fetchGroups' });
    captureMessage('maintenance redirect', { status: 503 });
    captureBreadcrumb({ category: 'navigation', message: '/u/maintenance' });

    expect(reporter.exceptions).toEqual([{ error, context: { action: 'directory/fetchGroups' } }]);
    expect(reporter.messages).toEqual([{ message: 'maintenance redirect', context: { status: 503 } }]);
    expect(reporter.breadcrumbs).toEqual([{ category: 'navigation', message: '/u/maintenance' }]);

    setErrorReporterForTests(null);
    captureException(new Error('after reset'));
    expect(reporter.exceptions).toHaveLength(1);
  });
});
